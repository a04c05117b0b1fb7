import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/**
 * PATCH /api/users/{id}. The shared schema turns an empty password into undefined, which
 * JSON leaves out, so the server keeps the current one.
 */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserInput }) =>
  apiRequest<PublicUser>("PATCH", `/api/users/${encodeURIComponent(id)}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
