import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageResponse } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { startSession } from "./session";

export const logout = () => apiPost<MessageResponse>("/api/logout");

export function useLogout({ mutationConfig }: { mutationConfig?: MutationConfig<typeof logout> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: logout,
    onSuccess: async (...args) => {
      startSession(queryClient, null);
      await onSuccess?.(...args);
    },
  });
}
