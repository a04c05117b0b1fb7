import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { startSession } from "./session";

/** Creates a worker account and signs it in. */
export const registerAccount = (body: RegisterInput) => apiPost<PublicUser>("/api/register", body);

export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof registerAccount> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: registerAccount,
    onSuccess: async (...args) => {
      startSession(queryClient, args[0]);
      await onSuccess?.(...args);
    },
  });
}
