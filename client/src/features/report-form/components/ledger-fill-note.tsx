import { useWatch } from "react-hook-form";
import type { LedgerClockTimes, LedgerReportTimes } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { TimeReportFormApi } from "./time-report-fields";

/** 'Start' and 'Slut' as the personalliggare filled them, for the day and project it read them for. */
export interface LedgerFill {
  date: string;
  /** "" when the form had no project ('Rapportera dagen' on a site without an active one). */
  projectId: string;
  ledger: LedgerClockTimes;
  filled: LedgerReportTimes;
}

/**
 * Under 'Start' and 'Slut' (docs/product-rules.md §15, "Hours and the ledger"): what the ledger
 * said, and that the times were rounded to half hours, so the worker sees both and can change
 * either. Shown while the form is still on that day and project and has a start (or was filled
 * with hours alone).
 */
export function LedgerFillNote({ form, fill }: { form: TimeReportFormApi; fill: LedgerFill | null }) {
  const t = useT(reportSv);
  const format = useFormat();
  const [date, projectId, startTime] = useWatch({ control: form.control, name: ["date", "projectId", "startTime"] });
  // Without a start only when the ledger filled none (the hours alone, over a clock change).
  if (!fill || date !== fill.date || (fill.projectId !== "" && projectId !== fill.projectId) || (!startTime && fill.filled.startTime !== null)) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {fromLedger(t, (h) => format.hours(h, "input"), fill.ledger, fill.filled)}
    </p>
  );
}

/**
 * What the ledger said, and whether the times were rounded to half hours or 'Slut' left to the
 * worker (`ledgerReportTimes`); the Swedish is LEDGER_MSG.fromLedger's.
 */
function fromLedger(t: Translate<typeof reportSv>, hours: (h: number) => string, ledger: LedgerClockTimes, filled: LedgerReportTimes): string {
  const said =
    ledger.checkOut === null
      ? t("report.ledger.said", { checkIn: ledger.checkIn })
      : t("report.ledger.saidOut", { checkIn: ledger.checkIn, checkOut: ledger.checkOut });
  // No clock time says the stay (docs/product-rules.md §5): the real hours go alone, or the worker fills them.
  if (filled.startTime === null) {
    return filled.hours === null ? t("report.ledger.clockChanged", { said }) : t("report.ledger.clockChangedHours", { said, hours: hours(filled.hours) });
  }
  if (ledger.checkOut !== null && filled.endTime === null) return t("report.ledger.tooShort", { said });
  const rounded = filled.startTime !== ledger.checkIn || (filled.endTime !== null && filled.endTime !== ledger.checkOut);
  return rounded ? t("report.ledger.rounded", { said }) : said;
}
