import type { QueryClient } from "@tanstack/react-query";
import { adminKeys } from "../admin/keys";
import { closureKeys } from "../closures/keys";
import { timeReportKeys } from "../time-reports/keys";
import { userKeys } from "./keys";

/**
 * After an account is created, changed, deactivated or deleted: the user list, and what
 * shows a worker by name or counts them: report lists, the admin's week grid and figures,
 * and the admin's list of closed weeks.
 */
export async function invalidateAfterUserChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([userKeys.all, timeReportKeys.all, adminKeys.all, closureKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
