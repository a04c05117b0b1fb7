import { useQuery } from "@tanstack/react-query";
import { RECENT_REPORTS_PAGE } from "@shared/first-screen";
import type { Site } from "@shared/types";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { latestWorkReportQueryOptions } from "@/api/time-reports/get-latest-work-report";
import { preselectSite, siteOfProject } from "../lib/preselect";

/**
 * The site of today's project (docs/product-rules.md §15). Today's report is read from
 * 'Senaste rapporter' (the dashboard has it already); the latest work report is asked for only
 * when today's does not decide among several sites. Null while it is still being worked out,
 * or when the worker must choose.
 */
export function usePreselectedSite(sites: Site[], today: string, enabled: boolean): string | null {
  const recent = useQuery({ ...timeReportsQueryOptions({ limit: RECENT_REPORTS_PAGE }), enabled: enabled && sites.length > 1 });
  const todayProject = recent.data?.find((r) => r.date === today && siteOfProject(sites, r.projectId))?.projectId ?? null;
  const needLatest = enabled && sites.length > 1 && recent.isSuccess && todayProject === null;
  const latest = useQuery({ ...latestWorkReportQueryOptions(), enabled: needLatest });
  if (!enabled) return null;
  return preselectSite(sites, { today: todayProject, latestWork: latest.data?.report?.projectId ?? null });
}
