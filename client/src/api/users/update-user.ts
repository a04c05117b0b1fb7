import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateUserInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterUserChange } from "./invalidate";
import { userPath } from "./keys";

/**
 * The shared schema turns an empty password into undefined, which JSON leaves out, so the
 * server keeps the current one.
 */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserInput }) => apiRequest<PublicUser>("PATCH", userPath(id), body);

export function useUpdateUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateUser> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: updateUser,
    onSuccess: async (...args) => {
      await invalidateAfterUserChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
