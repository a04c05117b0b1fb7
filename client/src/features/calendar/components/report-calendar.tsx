import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { firstOfMonth, todayIn, weekStart } from "@shared/dates";
import { calendarMonthRange } from "@shared/first-screen";
import type { TimeReport } from "@shared/types";
import { useReportCalendar } from "@/api/calendar/get-report-calendar";
import { useMyClosures } from "@/api/closures/get-my-closures";
import { timeReportsQueryOptions } from "@/api/time-reports/get-time-reports";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { monthWeeks, shiftMonth, weekOf, yearMonthOf, type DayContext, type YearMonth } from "../lib/month-grid";
import { CalendarLegend } from "./calendar-legend";
import { LazyDayReportsDialog as DayReportsDialog } from "./lazy-day-reports-dialog";
import { MonthGridView } from "./month-grid-view";
import { WeekStrip } from "./week-strip";

export interface ReportCalendarProps {
  /**
   * Opens a report of a clicked day (the app shows it read-only): the only one, or the one
   * picked from the day's list. `opener` is the day's button, where focus belongs after.
   */
  onOpenReport: (report: TimeReport, opener?: HTMLElement) => void;
  /** The business date; tests pass one, the app lets it default to today in Stockholm. */
  today?: string;
  /** The worker's `employedFrom`: days before it are neutral, never 'Ej komplett'. */
  employedFrom?: string | null;
}

function monthTitle(format: ReturnType<typeof useFormat>, { year, month }: YearMonth): string {
  const text = format.monthYear(year, month);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Rapportschema': which days have reports, and whether they are verified. */
export function ReportCalendar({ onOpenReport, today = todayIn(), employedFrom = null }: ReportCalendarProps) {
  const t = useT(weekSv);
  const format = useFormat();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<YearMonth>(() => yearMonthOf(today));
  const [loadingDate, setLoadingDate] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ date: string; reports: TimeReport[]; opener: HTMLElement } | null>(null);
  const closures = useMyClosures();
  const closedWeeks = useMemo(() => new Set((closures.data ?? []).map((c) => `${c.year}-${c.weekNumber}`)), [closures.data]);
  const weeks = monthWeeks(shown);
  const range = calendarMonthRange(shown.year, shown.month);
  const { data: calendar, isPending, isError } = useReportCalendar(range);
  // This week when it is in the shown month, otherwise the month's first week.
  const inShownMonth = today.slice(0, 7) === firstOfMonth(shown.year, shown.month).slice(0, 7);
  const focusWeek = weekOf(weekStart(inShownMonth ? today : firstOfMonth(shown.year, shown.month)));

  const openDay = async (date: string, opener: HTMLElement) => {
    setLoadingDate(date);
    try {
      const reports = await queryClient.fetchQuery(timeReportsQueryOptions({ startDate: date, endDate: date }));
      if (reports.length > 1) setPicking({ date, reports, opener });
      else if (reports[0]) onOpenReport(reports[0], opener);
    } catch {
      toast({ variant: "destructive", title: t("week.cal.error"), description: t("week.cal.fetchFailed") });
    } finally {
      setLoadingDate(null);
    }
  };

  const context: DayContext | null = calendar ? { today, calendar, loadingDate, onOpen: openDay, closedWeeks, employedFrom } : null;

  return (
    <Card className="below-first-view [--below-size:34rem]">
      <CardHeader className="gap-3 px-2.5 sm:px-6">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>{t("week.cal.title")}</CardTitle>
          <div className="flex items-center justify-between gap-1">
            <Button variant="ghost" size="icon" onClick={() => setShown((m) => shiftMonth(m, -1))} aria-label={t("week.cal.prev")}>
              <ChevronLeft />
            </Button>
            <span className="min-w-36 text-center font-semibold" aria-live="polite">
              {monthTitle(format, shown)}
            </span>
            <Button variant="ghost" size="icon" onClick={() => setShown((m) => shiftMonth(m, 1))} aria-label={t("week.cal.next")}>
              <ChevronRight />
            </Button>
          </div>
        </div>
        <CalendarLegend />
      </CardHeader>
      <CardContent className="flex flex-col gap-5 px-2.5 sm:px-6">
        {isPending ? (
          <p className="py-8 text-center text-sm text-muted-foreground" role="status">
            {t("week.cal.loading")}
          </p>
        ) : isError || !context ? (
          <p className="py-8 text-center text-sm font-medium text-destructive" role="alert">
            {t("week.cal.failed")}
          </p>
        ) : (
          <>
            <WeekStrip week={focusWeek} context={context} />
            <MonthGridView weeks={weeks} month={shown} context={context} />
          </>
        )}
        <DayReportsDialog
          date={picking?.date ?? null}
          reports={picking?.reports ?? []}
          onClose={() => setPicking(null)}
          onPick={(report) => {
            const opener = picking?.opener;
            setPicking(null);
            onOpenReport(report, opener);
          }}
        />
      </CardContent>
    </Card>
  );
}
