import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { daySplit, isOrdinaryTime, type DaySplit } from "@shared/domain";
import { REPORT_LIST_MAX_LIMIT } from "@shared/validation";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { warningWindow } from "@shared/working-time";
import { dailyNormQueryOptions } from "@/api/settings/get-daily-norm";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { conflictMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import type { TimeReportFormApi } from "../components/time-report-fields";
import { draftEntry } from "./use-working-time-preview";

/** What 'Dela upp' offers: the split, the norm it splits at and the day's 'Arbetad tid' with this report. */
export interface DaySplitOffer {
  split: DaySplit;
  normHours: number;
  dayHours: number;
}

/** What the form shows of 'Dela upp': the offer, and the note that stands in for it while the norm cannot be read. */
export interface DaySplitState {
  offer: DaySplitOffer | null;
  /** The server refused the norm (409: the stored norm cannot be read, docs/product-rules.md §10); null otherwise. */
  refusal: string | null;
}

/**
 * 'Dela upp' (docs/product-rules.md §4): when this report's 'Arbetad tid' with the worker's other `ARB`
 * reports of that day (any stored status; an edit leaves itself out) passes the company's daily
 * norm, the split the server would file; no offer otherwise, or while the norm or the day's
 * reports are unknown. The day's reports are the working-time preview's, from its cache. An
 * `ARB` report whose norm the server refuses is told why, never offered a split at a default norm.
 */
export function useDaySplitOffer(form: TimeReportFormApi, editedId: string | null, enabled: boolean): DaySplitState {
  const [date, timeCode, hours, startTime, endTime, breakMinutes] = useWatch({
    control: form.control,
    name: ["date", "timeCode", "hours", "startTime", "endTime", "breakMinutes"],
  });
  const draft = draftEntry({ date, timeCode, hours, startTime, endTime, breakMinutes });
  const ordinary = enabled && draft !== null && isOrdinaryTime(draft.timeCode) ? draft : null;
  // The same window as the working-time preview, so one answer serves both.
  const window = draft ? warningWindow(draft.date, draft.date) : null;
  const reports = useQuery({
    ...timeReportsQueryOptions({ startDate: window?.from, endDate: window?.to, limit: REPORT_LIST_MAX_LIMIT }),
    enabled: ordinary !== null,
  });
  const norm = useQuery({ ...dailyNormQueryOptions(), enabled: ordinary !== null });
  const t = useT(reportSv);
  const reason = ordinary === null ? null : conflictMessage(norm.error);
  if (reason) return { offer: null, refusal: t("report.split.unavailable", { reason }) };
  if (ordinary === null || !reports.data || !norm.data) return { offer: null, refusal: null };
  const earlier = reports.data
    .filter((r) => r.id !== editedId && isOrdinaryTime(r.timeCode) && r.date.slice(0, 10) === ordinary.date)
    .reduce((sum, r) => sum + Number(r.hours), 0);
  const hoursNow = Number(ordinary.hours);
  const split = daySplit(earlier, hoursNow, norm.data.dailyNormHours);
  return { offer: split ? { split, normHours: norm.data.dailyNormHours, dayHours: earlier + hoursNow } : null, refusal: null };
}
