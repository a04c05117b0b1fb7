import { useMutation } from "@tanstack/react-query";
import { todayIn } from "@shared/dates";
import { reportListFileName } from "@shared/domain";
import type { TimeReportFilters } from "@shared/validation";
import { withQuery } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { downloadCsv } from "./download-csv";

/** The reports under the admin list's filters as CSV, saved under the server's file name, which it resolves with; null when no report matched (no file). */
export function exportTimeReportsCsv(filters: TimeReportFilters): Promise<string | null> {
  return downloadCsv(withQuery("/api/time-reports/export", filters), reportListFileName(filters, todayIn()));
}

export function useExportTimeReportsCsv({ mutationConfig }: { mutationConfig?: MutationConfig<typeof exportTimeReportsCsv> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportTimeReportsCsv });
}
