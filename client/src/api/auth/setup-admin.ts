import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "@shared/validation";
import type { AdminStatus, PublicUser } from "@shared/types";
import { ApiError, apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { adminStatusQueryKey } from "./get-admin-status";
import { startSession } from "./session";

/** Creates the first admin and signs it in; 409 once any admin exists. */
export const setupAdmin = (body: RegisterInput) => apiPost<PublicUser>("/api/admin/setup", body);

export function useSetupAdmin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setupAdmin> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: setupAdmin,
    onSuccess: async (...args) => {
      startSession(queryClient, args[0]);
      queryClient.setQueryData<AdminStatus>(adminStatusQueryKey, (old) => old && { ...old, hasAdmin: true });
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // Someone else was first: /admin then shows the admin login instead of this form.
      if (args[0] instanceof ApiError && args[0].status === 409) void queryClient.invalidateQueries({ queryKey: adminStatusQueryKey });
      await onError?.(...args);
    },
  });
}
