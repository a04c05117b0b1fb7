import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WeeklyClosure } from "@shared/types";
import type { ClosureWeek } from "@shared/validation";
import { apiPost } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { invalidateAfterClosureChange } from "./invalidate";
import { CLOSURES_PATH } from "./keys";

/** 201 for a new closure, 200 with the existing one when the week was already closed. */
export const closeWeek = (week: ClosureWeek) => apiPost<WeeklyClosure>(CLOSURES_PATH, week);

export function useCloseWeek({ mutationConfig }: { mutationConfig?: MutationConfig<typeof closeWeek> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...config } = mutationConfig ?? {};
  return useMutation({
    ...config,
    mutationFn: closeWeek,
    onSuccess: async (...args) => {
      await invalidateAfterClosureChange(queryClient);
      await onSuccess?.(...args);
    },
  });
}
