import { useMemo } from "react";
import { holidayOf, isOrdinaryTime, type ReportStatus } from "@shared/domain";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import weekSv from "@shared/i18n/catalogs/week/sv";
import type { TimeReport } from "@shared/types";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { isAbsence, type WeekDay } from "../lib/week-days";

const WEEKDAYS = ["week.cal.mon", "week.cal.tue", "week.cal.wed", "week.cal.thu", "week.cal.fri", "week.cal.sat", "week.cal.sun"] as const;

/**
 * The grid's words in the admin's language (docs/i18n.md): the weekdays' headings ('Mån', the
 * calendar's), the status letters the legend explains, a chip's heading and code, the week's
 * dates. The letters follow the language: U, S, V in Swedish.
 */
export function useWeekLabels() {
  const t = useT(adminWeekSv);
  const tWeek = useT(weekSv);
  const format = useFormat();
  const labels = useReportLabels();
  return useMemo(
    () => ({
      weekday: (index: number) => tWeek(WEEKDAYS[index] ?? "week.cal.mon"),
      /** Why a day is off, in the language: a weekend day, a public holiday ('Långfredagen', 'Good Friday'). */
      dayOff: (day: Pick<WeekDay, "dayOff" | "date">) => {
        const holiday = holidayOf(day.date);
        if (holiday) return tWeek(`week.holiday.${holiday}`);
        return day.dayOff === "Lördag" ? tWeek("week.cal.saturday") : day.dayOff === "Söndag" ? tWeek("week.cal.sunday") : day.dayOff;
      },
      letter: (status: ReportStatus) => t(`adminWeek.letter.${status}`),
      /** What a chip names first: the project number for work, the code's label for absence. */
      heading: (report: TimeReport) => (report.project && !isAbsence(report) ? report.project.projectNumber : labels.timeCode(report.timeCode)),
      /** Work other than ordinary time says its code's label too ('Övertid enkel'). */
      codeNote: (report: TimeReport) => (isAbsence(report) || isOrdinaryTime(report.timeCode) ? null : labels.timeCode(report.timeCode)),
      /** '16 mar – 22 mar 2026', or across years '29 dec. 2025 – 4 jan. 2026'. */
      range: (start: string, end: string) => {
        const sameYear = start.slice(0, 4) === end.slice(0, 4);
        return `${format.date(start, sameYear ? "day-month-short" : "short")} – ${format.date(end, "short")}`;
      },
      /** 'godkänd av Lars Ledare' of a report the arbetsledare approved (docs/product-rules.md §18); null when not approved. */
      approval: (report: Pick<TimeReport, "approvedAt" | "approvedBy">) =>
        report.approvedAt ? (report.approvedBy ? t("adminWeek.approvedBy", { name: report.approvedBy.fullName }) : t("adminWeek.approved")) : null,
      state: labels.state,
      hours: format.hours,
    }),
    [t, tWeek, format, labels],
  );
}
