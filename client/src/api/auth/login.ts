import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { startSession } from "./session";

export const login = (body: LoginInput) => apiPost<PublicUser>("/api/login", body);

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // A failed sign-in is a 401 too, but it does not end anyone's session.
    meta: { ...config.meta, ignoreUnauthorized: true },
    mutationFn: login,
    onSuccess: async (...args) => {
      startSession(queryClient, args[0]);
      await onSuccess?.(...args);
    },
  });
}
