import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { userKeys, userPath } from "./keys";

/**
 * Admin only: one user for the user form, the one answer with the full personnummer
 * (docs/product-rules.md §15). Never kept in the cache once the form closes.
 */
export const getUser = (id: string) => apiGet<PublicUser>(userPath(id));

export function useUserForForm(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...userKeys.all, id, "form"] as const,
      queryFn: () => getUser(id ?? ""),
      enabled: id !== null,
      gcTime: 0,
      staleTime: 0,
    }),
  );
}
