import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterInspectionLinkChange } from "./invalidate";
import { inspectionLinkPath } from "./keys";

/** DELETE /api/inspection-links/{id} → 204: the link stops working at once (docs/product-rules.md §15). */
export const revokeInspectionLink = ({ linkId }: { siteId: string; linkId: string }) => apiRequest<void>("DELETE", inspectionLinkPath(linkId));

export function useRevokeInspectionLink({ mutationConfig }: { mutationConfig?: MutationConfig<typeof revokeInspectionLink> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: revokeInspectionLink,
    onSuccess: async (...args) => {
      await invalidateAfterInspectionLinkChange(queryClient, args[1].siteId);
      await onSuccess?.(...args);
    },
  });
}
