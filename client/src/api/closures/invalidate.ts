import type { QueryClient } from "@tanstack/react-query";
import { closureKeys } from "./keys";

/** After a week is closed: its status, the worker's list and the admin's list. */
export async function invalidateAfterClosureChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: closureKeys.all });
}
