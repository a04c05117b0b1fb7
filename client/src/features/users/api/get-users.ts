import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { apiGet } from "@/lib/api-client";

export const usersQueryKey = ["/api/users"] as const;

export const getUsers = () => apiGet<PublicUser[]>("/api/users");

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
