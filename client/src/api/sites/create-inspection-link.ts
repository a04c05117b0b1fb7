import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedInspectionLink } from "@shared/types";
import type { InspectionLinkBody } from "@shared/validation/ledger";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterInspectionLinkChange } from "./invalidate";
import { inspectionLinksPath } from "./keys";

/**
 * POST /api/sites/{id}/inspection-links {hours: 1-24} → 201 the new link, whose `url` carries the
 * token and is shown this once (docs/product-rules.md §15).
 */
export const createInspectionLink = ({ siteId, hours }: { siteId: string } & InspectionLinkBody) =>
  apiPost<CreatedInspectionLink>(inspectionLinksPath(siteId), { hours } satisfies InspectionLinkBody);

export function useCreateInspectionLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createInspectionLink> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createInspectionLink,
    onSuccess: async (...args) => {
      await invalidateAfterInspectionLinkChange(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
