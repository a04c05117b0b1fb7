import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LedgerEntry } from "@shared/types";
import type { ledgerEntryBodySchema } from "@shared/validation";
import type { z } from "zod";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterLedgerEntry } from "./invalidate";
import { siteLedgerPath } from "./keys";

/** The body as sent: `occurredAt` an ISO timestamp, `identityNumber` as typed. */
export type LedgerEntryRequest = z.input<typeof ledgerEntryBodySchema>;

export interface CreateLedgerEntryInput {
  siteId: string;
  body: LedgerEntryRequest;
}

/**
 * POST /api/sites/{id}/ledger: 201 with the entry, 200 with the first one when `clientId` was
 * sent before. 409 'Personnummer saknas', '{namn} är redan incheckad på {plats}', 'Byggarbetsplatsen
 * saknar ID från Skatteverket' and the like; 400 for a time outside the window
 * (docs/product-rules.md §15).
 */
/** The 409's code when the person checking in has no personnummer yet: the screen asks for it. */
export const IDENTITY_NUMBER_MISSING = "ledger.identity-number-missing";

export const createLedgerEntry = ({ siteId, body }: CreateLedgerEntryInput) => apiPost<LedgerEntry>(siteLedgerPath(siteId), body);

export function useCreateLedgerEntry({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createLedgerEntry> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createLedgerEntry,
    onSuccess: async (...args) => {
      await invalidateAfterLedgerEntry(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
