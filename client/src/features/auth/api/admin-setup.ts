import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminSetupInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { ApiError, apiPost } from "@/lib/api-client";
import { adminStatusQueryKey, type AdminStatus } from "./get-admin-status";
import { startSession } from "./get-user";

/** Creates the first admin and signs it in; 409 once any admin exists. */
export const setupAdmin = (body: AdminSetupInput) => apiPost<PublicUser>("/api/admin/setup", body);

export function useAdminSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setupAdmin,
    onSuccess: (user) => {
      startSession(queryClient, user);
      queryClient.setQueryData<AdminStatus>(adminStatusQueryKey, { hasAdmin: true });
    },
    onError: (error) => {
      // Someone else was first: show the admin login instead of this form.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: adminStatusQueryKey });
    },
  });
}
