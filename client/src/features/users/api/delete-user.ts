import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** A user with history is deactivated instead of deleted; the answer says which. */
export type DeleteUserResult = { deleted: true } | { deactivated: true };

export const deleteUser = (id: string) => apiRequest<DeleteUserResult>("DELETE", `/api/users/${encodeURIComponent(id)}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
