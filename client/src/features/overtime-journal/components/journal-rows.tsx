import type { OvertimeJournalRow } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useJournalWords } from "../hooks/use-journal-words";
import { atYearLimit, journalCells, journalHeaders } from "../lib/journal-format";

const LIMIT_ROW = "bg-red-50 dark:bg-red-500/10";
const rowKey = (row: OvertimeJournalRow) => `${row.worker.id}-${row.month}`;

function LimitBadge() {
  const { t } = useJournalWords();
  return (
    <Badge variant="destructive" className="ml-2">
      {t("payroll.journal.limitReached")}
    </Badge>
  );
}

/** From md up: one table, the figures right-aligned. */
export function JournalTable({ rows, year }: { rows: readonly OvertimeJournalRow[]; year: number }) {
  const words = useJournalWords();
  const { t } = words;
  const headers = journalHeaders(words);
  return (
    <div
      className="hidden overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:block"
      tabIndex={0}
      role="region"
      aria-label={t("payroll.journal.table", { year })}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t("payroll.journal.caption", { year })}</caption>
        <thead className="bg-muted/50 text-left text-xs uppercase text-muted-foreground">
          <tr>
            {headers.map((header, i) => (
              <th key={header} scope="col" className={cn("px-3 py-2 font-semibold", i >= 3 && "text-right")}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const cells = journalCells(row, words);
            const limit = atYearLimit(row);
            return (
              <tr key={rowKey(row)} className={cn(limit && LIMIT_ROW)} data-at-limit={limit || undefined}>
                {cells.map((cell, i) => (
                  <td
                    key={headers[i]}
                    // A name and a month on one line: the numbers' columns have room to give, and
                    // the region scrolls sideways on a narrow screen.
                    className={cn("px-3 py-2", (i === 1 || i === 2) && "whitespace-nowrap", i >= 3 && "text-right tabular-nums", i === 5 && "font-semibold")}
                  >
                    {cell}
                    {i === 7 && limit ? <LimitBadge /> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: one card per worker and month, every figure named. */
export function JournalCards({ rows, year }: { rows: readonly OvertimeJournalRow[]; year: number }) {
  const words = useJournalWords();
  const { t } = words;
  const headers = journalHeaders(words);
  return (
    <ul className="flex flex-col divide-y md:hidden" aria-label={t("payroll.journal.caption", { year })}>
      {rows.map((row) => {
        const cells = journalCells(row, words);
        const limit = atYearLimit(row);
        return (
          <li key={rowKey(row)} className={cn("flex flex-col gap-2 px-4 py-3", limit && LIMIT_ROW)} data-at-limit={limit || undefined}>
            <p className="flex flex-wrap items-center gap-x-2 font-semibold">
              <span>{cells[1]}</span>
              <span className="text-sm font-normal text-muted-foreground">
                {cells[2]} · {t("payroll.journal.employeeNumber", { number: cells[0] })}
              </span>
              {limit ? <LimitBadge /> : null}
            </p>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
              {cells.slice(3).map((cell, i) => (
                <div key={headers[i + 3]} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{headers[i + 3]}</dt>
                  <dd className="font-semibold tabular-nums">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
