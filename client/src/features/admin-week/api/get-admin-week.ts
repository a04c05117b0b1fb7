import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TimeReport } from "@shared/types";
import { apiGet } from "@/lib/api-client";

export interface AdminWeekWorker {
  id: string;
  fullName: string;
  email: string;
  /** Oldest day first. */
  reports: TimeReport[];
}

/** GET /api/admin/week: every active worker with the reports of one ISO week. */
export interface AdminWeek {
  weekStart: string;
  weekEnd: string;
  year: number;
  weekNumber: number;
  workers: AdminWeekWorker[];
}

/** Prefix of every week's key: invalidate it after a report changes. */
export const adminWeekBaseKey = ["/api/admin/week"] as const;

export const adminWeekQueryKey = (date: string) => [...adminWeekBaseKey, { date }] as const;

export const getAdminWeek = (date: string) => apiGet<AdminWeek>(`/api/admin/week?date=${encodeURIComponent(date)}`);

export const adminWeekQueryOptions = (date: string) => queryOptions({ queryKey: adminWeekQueryKey(date), queryFn: () => getAdminWeek(date) });

/** `date` is any day of the wanted week. */
export function useAdminWeek(date: string) {
  return useQuery(adminWeekQueryOptions(date));
}
