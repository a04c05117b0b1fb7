import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { ApiError, apiGet } from "@/lib/api-client";

export const userQueryKey = ["/api/user"] as const;

/** The signed-in user, or null when signed out (a 401 here is an answer, not an error). */
export async function getUser(): Promise<PublicUser | null> {
  try {
    return await apiGet<PublicUser>("/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
