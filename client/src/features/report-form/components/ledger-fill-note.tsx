import { useWatch } from "react-hook-form";
import type { LedgerClockTimes, LedgerReportTimes } from "@shared/domain";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
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
  const [date, projectId, startTime] = useWatch({ control: form.control, name: ["date", "projectId", "startTime"] });
  // Without a start only when the ledger filled none (the hours alone, over a clock change).
  if (!fill || date !== fill.date || (fill.projectId !== "" && projectId !== fill.projectId) || (!startTime && fill.filled.startTime !== null)) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {LEDGER_MSG.fromLedger(fill.ledger, fill.filled)}
    </p>
  );
}
