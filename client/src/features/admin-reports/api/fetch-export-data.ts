import { REPORT_LIST_MAX_LIMIT, type TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { apiPost } from "@/lib/api-client";
import { getTimeReportsPage } from "./get-time-reports-page";

/** Every report matching the filters, read in pages of the largest size the server allows. */
export async function fetchAllReports(filters: TimeReportFilters): Promise<TimeReport[]> {
  const all: TimeReport[] = [];
  for (;;) {
    const { reports, total } = await getTimeReportsPage({ ...filters, limit: REPORT_LIST_MAX_LIMIT, offset: all.length });
    all.push(...reports);
    if (reports.length === 0 || all.length >= total) return all;
  }
}

export interface ImageData {
  base64: string;
  contentType: string;
}

/** POST /api/proxy-image-base64: an uploaded image as base64, for embedding in a PDF. */
export const fetchImageBase64 = (objectPath: string) => apiPost<ImageData>("/api/proxy-image-base64", { imageUrl: objectPath });
