import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { userKeys, USERS_PATH } from "./keys";

/** Admin only: every account, deactivated ones too. */
export const getUsers = () => apiGet<PublicUser[]>(USERS_PATH);

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.all, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
