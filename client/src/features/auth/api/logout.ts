import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "@/lib/api-client";
import { startSession } from "./get-user";

export const logout = () => apiPost<unknown>("/api/logout");

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => startSession(queryClient, null),
  });
}
