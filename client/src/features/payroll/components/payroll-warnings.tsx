import type { ReactNode } from "react";
import { isoWeekOf } from "@shared/dates";
import type { PayrollWarning } from "@shared/types";
import { formatDate } from "@shared/domain";
import { cn } from "@/lib/cn";
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
const DAY =
  "inline-flex min-h-6 min-w-6 items-center justify-center whitespace-nowrap rounded border border-amber-400/70 bg-background px-1.5 text-xs font-medium hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-amber-400/20";

/**
 * The sentence without its list of dates ('3 arbetsdagar utan rapport:'), since the dates follow
 * as links; the whole sentence when it does not end with them (a server with other words).
 */
function withoutDates(warning: PayrollWarning): string {
  const list = warning.dates.map((d) => formatDate(d, "day-month-short")).join(", ");
  return list !== "" && warning.message.endsWith(list) ? warning.message.slice(0, -list.length).trimEnd() : warning.message;
}

/**
 * What the admin should look at before exporting (docs/product-rules.md §10): one amber line per
 * worker and kind, the worker's name and each day a way straight to it. They never block the
 * export; 'Exportera till lön' asks before it goes out with them.
 */
export function PayrollWarnings({ warnings, links }: { warnings: PayrollWarning[]; links: PayrollWarningLinks }) {
  if (warnings.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Att granska före export">
      {warnings.map((warning) => (
        <WarningItem key={`${warning.kind}:${warning.worker.id}`} warning={warning} links={links} />
      ))}
    </ul>
  );
}

function WarningItem({ warning, links }: { warning: PayrollWarning; links: PayrollWarningLinks }) {
  const { worker } = warning;
  const text = withoutDates(warning);
  const workerLabel = `Rapporter i perioden för ${worker.fullName}`;
  const day = (date: string): ReactNode => {
    const short = formatDate(date, "day-month-short");
    // A day without a report is filled in by the worker: the week shows the gap among the days around it.
    const label =
      warning.kind === "missing-days" ? `Vecka ${isoWeekOf(date).week} för ${worker.fullName} (${short})` : `Rapporter för ${worker.fullName} ${short}`;
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
      {warning.dates.length > 0 ? <ul className="flex min-w-0 flex-wrap gap-1">{warning.dates.map(day)}</ul> : null}
    </Item>
  );
}
