import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { startSession } from "./get-user";

/** Creates a worker account and signs it in. */
export const registerAccount = (body: RegisterInput) => apiPost<PublicUser>("/api/register", body);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
