import { useMutation } from "@tanstack/react-query";
import type { ForgotPasswordInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";

export interface MessageResponse {
  message?: string;
}

export const forgotPassword = (body: ForgotPasswordInput) => apiPost<MessageResponse | undefined>("/api/forgot-password", body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
