import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MessageResponse } from "./forgot-password";
import { userQueryKey } from "./get-user";

export const resetPassword = (body: ResetPasswordInput) => apiPost<MessageResponse | undefined>("/api/reset-password", body);

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends every session of that user, possibly this browser's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
