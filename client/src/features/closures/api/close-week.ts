import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import type { ClosureWeek } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import { closuresBaseKey } from "./get-closure-status";

/** 201 for a new closure, 200 with the existing one when the week was already closed. */
export const closeWeek = (week: ClosureWeek) => apiPost<WeeklyClosure>("/api/weekly-closures", week);

export function useCloseWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeWeek,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closuresBaseKey }),
  });
}
