import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { closureKeys, MY_CLOSURES_PATH } from "./keys";

/** The weeks the signed-in worker has marked as done. */
export const getMyClosures = () => apiGet<WeeklyClosure[]>(MY_CLOSURES_PATH);

export const myClosuresQueryOptions = () => queryOptions({ queryKey: closureKeys.mine, queryFn: getMyClosures });

export function useMyClosures() {
  return useQuery(myClosuresQueryOptions());
}
