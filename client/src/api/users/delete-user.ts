import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserRemoval } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterUserChange } from "./invalidate";
import { userPath } from "./keys";

/** A user with history is deactivated instead of deleted; the answer says which. */
export const deleteUser = (id: string) => apiRequest<UserRemoval>("DELETE", userPath(id));

export function useDeleteUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteUser> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: deleteUser,
    onSuccess: async (...args) => {
      await invalidateAfterUserChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
