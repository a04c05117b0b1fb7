import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { closuresBaseKey } from "./get-closure-status";

export const myClosuresQueryKey = [...closuresBaseKey, "my-closures"] as const;

export const getMyClosures = () => apiGet<WeeklyClosure[]>("/api/weekly-closures/my-closures");

export const myClosuresQueryOptions = () => queryOptions({ queryKey: myClosuresQueryKey, queryFn: getMyClosures });

export function useMyClosures() {
  return useQuery(myClosuresQueryOptions());
}
