import type { jsPDF } from "jspdf";
import type { TimeReport } from "@shared/types";
import type { PdfKit } from "@/lib/pdf/load-jspdf";
import { HOUR_KINDS, hoursByKind, type HoursByKind } from "@shared/domain";
import { formatHoursIn } from "@shared/i18n/format";
import { addPageNumbers, REPORT_CELL_STYLES, ROWS_WHOLE_WITH_HEAD, TABLE_FOOT_STYLES, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";
import { byDateThenWorker, drawHeader, muteAbsenceRows, projectCell, sumHours, type AdminPdfInput, type AdminPdfWords } from "./admin-pdf-common";
import { dateCell } from "./pdf-clock";

interface WorkerTotals {
  name: string;
  count: number;
  hours: number;
  byKind: HoursByKind;
}

/** Hours per worker, in all and per kind, most first, for the summary under the table. */
function totalsByWorker(reports: readonly TimeReport[]): WorkerTotals[] {
  const byWorker = new Map<string, TimeReport[]>();
  for (const r of reports) byWorker.set(r.worker.fullName, [...(byWorker.get(r.worker.fullName) ?? []), r]);
  return [...byWorker.entries()]
    .map(([name, own]) => ({ name, count: own.length, hours: sumHours(own), byKind: hoursByKind(own) }))
    .sort((a, b) => b.hours - a.hours);
}

const right = (content: string) => ({ content, styles: { halign: "right" as const } });

/**
 * The admin's time report, A4 landscape: one row per report (date, worker, time code, project, hours
 * with one decimal, description, status), the total, and hours per worker, broken down by kind
 * (work, overtime, travel, absence: a column for each kind the reports have), in the language of
 * the admin who makes it (`words`). Pure: data in, document out, so a test can read it back.
 */
export function buildAdminTimeReportPdf(kit: PdfKit, input: AdminPdfInput, words: AdminPdfWords): jsPDF {
  const { t } = words;
  const formatHours = (hours: string | number) => formatHoursIn(words.locale, hours);
  const doc = kit.create("landscape");
  const rows = [...input.reports].sort(byDateThenWorker);
  const total = formatHours(sumHours(rows));
  const startY = drawHeader(doc, t("pdf.time.title"), input, words);

  kit.table(doc, {
    startY,
    margin: TABLE_MARGIN,
    ...ROWS_WHOLE_WITH_HEAD,
    head: [
      [
        t("pdf.time.date"),
        t("pdf.time.worker"),
        t("pdf.time.type"),
        t("pdf.time.project"),
        right(t("pdf.time.hours")),
        t("pdf.time.description"),
        t("pdf.time.status"),
      ],
    ],
    body: rows.map((r) => [
      dateCell(r, (minutes) => t("pdf.time.break", { minutes })),
      r.worker.fullName,
      words.timeCode(r.timeCode),
      projectCell(r),
      formatHours(r.hours),
      r.description,
      words.state(r),
    ]),
    foot: [[t("pdf.time.total"), t("pdf.time.reports", { count: rows.length }), "", "", right(total), "", ""]],
    didParseCell: muteAbsenceRows(rows),
    styles: REPORT_CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: {
      0: { cellWidth: 22 },
      1: { cellWidth: 36 },
      2: { cellWidth: 28 },
      3: { cellWidth: 48 },
      4: { cellWidth: 18, halign: "right" },
      6: { cellWidth: 26 },
    },
    showFoot: "lastPage",
  });

  const all = hoursByKind(rows);
  const kinds = HOUR_KINDS.filter((kind) => all[kind] !== 0);
  const numberColumns = 2 + kinds.length;
  kit.table(doc, {
    startY: kit.lastTableEnd(doc) + 8,
    margin: TABLE_MARGIN,
    tableWidth: 76 + 22 * numberColumns,
    head: [[t("pdf.time.summary"), right(t("pdf.time.reportCount")), ...kinds.map((kind) => right(t(`pdf.kind.${kind}`))), right(t("pdf.time.hours"))]],
    body: totalsByWorker(rows).map((w) => [w.name, String(w.count), ...kinds.map((kind) => formatHours(w.byKind[kind])), formatHours(w.hours)]),
    foot: [[t("pdf.time.totalHours"), right(String(rows.length)), ...kinds.map((kind) => right(formatHours(all[kind]))), right(total)]],
    styles: { fontSize: 9, cellPadding: 2 },
    headStyles: TABLE_HEAD_STYLES,
    footStyles: TABLE_FOOT_STYLES,
    columnStyles: Object.fromEntries(Array.from({ length: numberColumns }, (_, i) => [i + 1, { cellWidth: 22, halign: "right" as const }])),
  });
  addPageNumbers(doc, undefined, (page, pages) => t("pdf.page", { page, pages }));
  return doc;
}
