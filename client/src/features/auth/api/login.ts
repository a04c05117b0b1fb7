import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { startSession } from "./get-user";

export const login = (body: LoginInput) => apiPost<PublicUser>("/api/login", body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => startSession(queryClient, user),
  });
}
