import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatedInvitation } from "@shared/types";
import type { InvitationBody } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invitationKeys, INVITATIONS_PATH } from "./keys";

/** The answer carries the link to copy; it is mailed too when the server has SMTP. */
export const createInvitation = (body: InvitationBody) => apiPost<CreatedInvitation>(INVITATIONS_PATH, body);

export function useCreateInvitation({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createInvitation> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createInvitation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      await onSuccess?.(...args);
    },
  });
}
