import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LedgerEntry } from "@shared/types";
import type { correctionBodySchema } from "@shared/validation";
import type { z } from "zod";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterLedgerEntry } from "./invalidate";
import { correctionsPath } from "./keys";

/** The body as sent: `occurredAt` an ISO timestamp. */
export type CorrectionRequest = z.input<typeof correctionBodySchema>;

export interface CreateCorrectionInput {
  /** The site the entry belongs to: its lists are the ones the correction changes. */
  siteId: string;
  entryId: string;
  body: CorrectionRequest;
}

/**
 * POST /api/ledger/{entryId}/corrections (admin or the site's platsansvarig): a new entry of
 * method `correction` pointing at the original, which is never changed (docs/product-rules.md
 * §15). A new time replaces the original, `void` strikes it, `kind: 'out'` on a check-in adds the
 * forgotten check-out. 409 'Posten är redan rättad. Rätta den senaste rättelsen.' and the like.
 */
export const createCorrection = ({ entryId, body }: CreateCorrectionInput) => apiPost<LedgerEntry>(correctionsPath(entryId), body);

export function useCreateCorrection({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCorrection> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createCorrection,
    onSuccess: async (...args) => {
      await invalidateAfterLedgerEntry(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
