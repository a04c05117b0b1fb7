import type { QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { userQueryKey } from "./get-user";

/**
 * The auth module's one cache rule. A new session (sign-in, register, admin setup,
 * sign-out) makes everything cached stale, since it belonged to the previous one: drop it
 * all and keep only who is signed in now.
 */
export function startSession(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData(userQueryKey, user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}
