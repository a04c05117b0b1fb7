import type { TimeReport } from "@shared/types";
import type { TimeReportFormValues } from "@shared/validation";
import { ORDINARY_TIME_CODE, formatHours, isReturned, type LedgerClockTimes } from "@shared/domain";
import type reportSv from "@shared/i18n/catalogs/report/sv";
import type { Translate } from "@/lib/i18n/runtime";
import type { LedgerFill } from "./ledger-fill-note";

export type AttachmentKind = "images" | "receipts";

/** Which form field holds each kind of attachment. */
export const ATTACHMENT_FIELD = { images: "imageUrls", receipts: "receiptImageUrls" } as const satisfies Record<AttachmentKind, keyof TimeReportFormValues>;

/** The fields the server may name in a 400's `errors`. */
export const SERVER_FIELDS = [
  "timeCode",
  "projectId",
  "date",
  "hours",
  "description",
  "imageUrls",
  "receiptsConfirmed",
  "receiptImageUrls",
  "startTime",
  "endTime",
  "breakMinutes",
] as const;

/**
 * A new report starts on today; an edited one shows everything it had, images included.
 * The confirmation is never prefilled: the worker confirms again after changing something.
 */
export function initialFormValues(report: TimeReport | null | undefined, today: string): TimeReportFormValues {
  if (!report) {
    return {
      timeCode: ORDINARY_TIME_CODE,
      projectId: "",
      date: today,
      hours: "",
      description: "",
      imageUrls: [],
      receiptsConfirmed: false,
      receiptImageUrls: [],
      startTime: "",
      endTime: "",
      breakMinutes: "",
      isConfirmed: false,
    };
  }
  return {
    // Editing keeps the code; absence has no project, which the select shows as "".
    timeCode: report.timeCode,
    projectId: report.projectId ?? "",
    date: report.date.slice(0, 10),
    // "7.50" → "7,5": the way a Swedish worker writes it; the shared schema reads either.
    hours: formatHours(report.hours, "input"),
    description: report.description,
    imageUrls: [...report.imageUrls],
    receiptsConfirmed: report.receiptsConfirmed,
    receiptImageUrls: [...report.receiptImageUrls],
    ...clockValues(report),
    isConfirmed: false,
  };
}

/** A report's times as the form's text fields hold them: "" for none. */
export function clockValues(
  report: Pick<TimeReport, "startTime" | "endTime" | "breakMinutes">,
): Pick<TimeReportFormValues, "startTime" | "endTime" | "breakMinutes"> {
  return {
    startTime: report.startTime ?? "",
    endTime: report.endTime ?? "",
    breakMinutes: report.breakMinutes === null || report.startTime === null ? "" : String(report.breakMinutes),
  };
}

/** What 'Rapportera dagen' filled from the ledger, as the note under 'Start' and 'Slut' tells it. */
export function prefilledFromLedger(values: TimeReportFormValues, ledger: LedgerClockTimes): LedgerFill {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const [startTime, endTime, hours] = [text(values.startTime), text(values.endTime), Number(text(values.hours).replace(",", "."))];
  // Hours without a start: the ledger's stay over a clock change that no clock times say (docs/product-rules.md §5).
  const filled = { startTime: startTime || null, endTime: endTime || null, hours: !startTime && hours > 0 ? hours : null };
  return { date: text(values.date), projectId: text(values.projectId), ledger, filled };
}

/** A worker's edit of a sent-back report submits it again (docs/product-rules.md §6): say so. */
export function savedToast(t: Translate<typeof reportSv>, report: TimeReport | null, editing: boolean): { title: string; description: string } {
  if (!editing) return { title: t("report.form.created"), description: t("report.form.createdText") };
  if (report && isReturned(report)) return { title: t("report.form.updated"), description: t("report.form.resentText") };
  return { title: t("report.form.updated"), description: t("report.form.savedText") };
}
