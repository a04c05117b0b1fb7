import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/types";
import type { ForgotPasswordInput } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";

/** The same answer for every address, so it does not tell which exist. */
export const forgotPassword = (body: ForgotPasswordInput) => apiPost<MessageResponse>("/api/forgot-password", body);

export function useForgotPassword({ mutationConfig }: { mutationConfig?: MutationConfig<typeof forgotPassword> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
