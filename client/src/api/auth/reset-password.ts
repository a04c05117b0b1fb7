import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/types";
import type { ResetPasswordInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { userQueryKey } from "./get-user";

export const resetPassword = (body: ResetPasswordInput) => apiPost<MessageResponse>("/api/reset-password", body);

export function useResetPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof resetPassword> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation<MessageResponse, Error, ResetPasswordInput>({
    ...config,
    mutationFn: resetPassword,
    onSuccess: async (...args) => {
      // A reset ends every session of that user, possibly this browser's own: ask again who is signed in.
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      await onSuccess?.(...args);
    },
  });
}
