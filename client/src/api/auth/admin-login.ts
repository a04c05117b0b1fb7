import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { MSG, type LoginInput } from "@shared/validation";
import type { MutationConfig } from "@/lib/query-client";
import { login } from "./login";
import { logout } from "./logout";
import { startSession } from "./session";

export class AdminOnlyError extends Error {
  override readonly name = "AdminOnlyError";
  constructor() {
    super(MSG.adminOnly);
  }
}

/**
 * Sign-in on /admin. The server accepts any valid account, so a non-admin is signed
 * straight out again and told this door is for admins.
 */
export async function adminLogin(body: LoginInput): Promise<PublicUser> {
  const user = await login(body);
  if (user.role === "admin") return user;
  await logout().catch(() => undefined);
  throw new AdminOnlyError();
}

export function useAdminLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof adminLogin> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    // A failed sign-in is a 401 too, but it does not end anyone's session.
    meta: { ...config.meta, ignoreUnauthorized: true },
    mutationFn: adminLogin,
    onSuccess: async (...args) => {
      startSession(queryClient, args[0]);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // The sign-in replaced any earlier session, so this browser is now signed out whatever happens.
      if (args[0] instanceof AdminOnlyError) startSession(queryClient, null);
      await onError?.(...args);
    },
  });
}
