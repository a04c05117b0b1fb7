import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateUserInput } from "@shared/validation";
import type { PublicUser } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { usersQueryKey } from "./get-users";

/** POST /api/users; 409 on a taken username or e-mail. */
export const createUser = (body: CreateUserInput) => apiPost<PublicUser>("/api/users", body);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
