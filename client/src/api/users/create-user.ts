import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterUserChange } from "./invalidate";
import { USERS_PATH } from "./keys";

/** 409 on a taken username or e-mail. */
export const createUser = (body: CreateUserInput) => apiPost<PublicUser>(USERS_PATH, body);

export function useCreateUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createUser> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: createUser,
    onSuccess: async (...args) => {
      await invalidateAfterUserChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
