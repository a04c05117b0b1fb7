import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invitationKeys, invitationPath } from "./keys";

/** Withdraws an open invitation: its link stops working. */
export const deleteInvitation = (id: string) => apiRequest<MessageResponse>("DELETE", invitationPath(id));

export function useDeleteInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteInvitation> } = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteInvitation,
    // Also after a 404: the invitation was used or withdrawn meanwhile, and the list should say so.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      await onSettled?.(...args);
    },
  });
}
