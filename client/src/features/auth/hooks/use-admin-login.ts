import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@shared/validation";
import { MSG } from "@shared/validation";
import { startSession } from "../api/get-user";
import { login } from "../api/login";
import { logout } from "../api/logout";

export class AdminOnlyError extends Error {
  override readonly name = "AdminOnlyError";
  constructor() {
    super(MSG.adminOnly);
  }
}

/**
 * Sign-in on /admin: the server accepts any valid account, so a non-admin is signed
 * straight out again and told this door is for admins.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginInput) => {
      const user = await login(body);
      if (user.role === "admin") return user;
      // The sign-in replaced any earlier session, so this browser is now signed out whatever happens.
      await logout().catch(() => undefined);
      startSession(queryClient, null);
      throw new AdminOnlyError();
    },
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => startSession(queryClient, user),
  });
}
