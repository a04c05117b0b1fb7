import type { ReactNode } from "react";
import { isoWeekOf } from "@shared/dates";
import type { PayrollWarning } from "@shared/types";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { cn } from "@/lib/cn";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { Item } from "./payroll-blockers";

export interface PayrollWarningLinks {
  /** Opens 'Alla rapporter' for one worker in the period. */
  onShowWorker: (workerId: string) => void;
  /** Opens 'Alla rapporter' for one worker on one day (a duplicate to reject, a long day to look at). */
  onShowDay: (workerId: string, date: string) => void;
  /** Opens the week grid at the week of `date`, searched for the worker (a day without a report). */
  onShowWeek: (date: string, workerName: string) => void;
}

const LINK =
  "inline-flex min-h-6 items-center rounded-sm underline underline-offset-2 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
// On a phone a day is a finger's target (36 px), not a mouse's (24 px).
const DAY =
  "inline-flex min-h-9 min-w-9 items-center sm:min-h-6 sm:min-w-6 justify-center whitespace-nowrap rounded border border-amber-400/70 bg-background px-1.5 text-xs font-medium hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-amber-400/20";

/**
 * The warning in the admin's language, without its dates, since they follow as links: '3
 * arbetsdagar utan rapport:', 'Mer än normens 8 h Arbetad tid på en dag, kanske övertid:' (the
 * Swedish the server's sentence has, PAYROLL_MSG.warning).
 */
function warningText(warning: PayrollWarning, t: Translate<typeof payrollSv>, hours: (n: number) => string): string {
  switch (warning.kind) {
    case "missing-days":
      return t("payroll.warnings.missing-days", { count: warning.dates.length });
    case "long-day":
      return t("payroll.warnings.long-day", { hours: warning.normHours === null ? "–" : hours(warning.normHours) });
    default:
      return t(`payroll.warnings.${warning.kind}`);
  }
}

/**
 * What the admin should look at before exporting (docs/product-rules.md §10): one amber line per
 * worker and kind, the worker's name and each day a way straight to it. They never block the
 * export; 'Exportera till lön' asks before it goes out with them.
 */
export function PayrollWarnings({ warnings, links }: { warnings: PayrollWarning[]; links: PayrollWarningLinks }) {
  const t = useT(payrollSv);
  if (warnings.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t("payroll.warnings.label")}>
      {warnings.map((warning) => (
        <WarningItem key={`${warning.kind}:${warning.worker.id}`} warning={warning} links={links} />
      ))}
    </ul>
  );
}

function WarningItem({ warning, links }: { warning: PayrollWarning; links: PayrollWarningLinks }) {
  const t = useT(payrollSv);
  const format = useFormat();
  const { worker } = warning;
  const text = warningText(warning, t, (n) => format.hours(n, "input"));
  const workerLabel = t("payroll.warnings.worker", { name: worker.fullName });
  const day = (date: string): ReactNode => {
    const short = format.date(date, "day-month-short");
    // A day without a report is filled in by the worker: the week shows the gap among the days around it.
    const label =
      warning.kind === "missing-days"
        ? t("payroll.warnings.week", { week: isoWeekOf(date).week, name: worker.fullName, day: short })
        : t("payroll.warnings.day", { name: worker.fullName, day: short });
    const open = () => (warning.kind === "missing-days" ? links.onShowWeek(date, worker.fullName) : links.onShowDay(worker.id, date));
    return (
      <li key={date}>
        <button type="button" className={DAY} onClick={open} aria-label={label} title={label}>
          {short}
        </button>
      </li>
    );
  };
  return (
    <Item
      kind="warn"
      text={
        <>
          <button
            type="button"
            className={cn(LINK, "font-semibold")}
            onClick={() => links.onShowWorker(worker.id)}
            aria-label={workerLabel}
            title={workerLabel}
          >
            {worker.fullName}
          </button>
          : {text}
        </>
      }
    >
      {warning.dates.length > 0 ? <ul className="flex min-w-0 flex-wrap gap-1.5 sm:gap-1">{warning.dates.map(day)}</ul> : null}
    </Item>
  );
}
