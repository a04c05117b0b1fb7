import { ClipboardList, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { isIsoDate } from "@shared/dates";
import { clockIn } from "@shared/wall-clock";
import { formatHours, ledgerReportTimes } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useProjects } from "@/api/projects/get-projects";
import { getLedgerDay } from "@/api/sites/get-ledger-day";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { useOnline } from "../hooks/use-online";
import { breakMinutesOf } from "../lib/clock-hours";
import type { LedgerFill } from "./ledger-fill-note";
import type { TimeReportFormApi } from "./time-report-fields";

/**
 * 'Hämta från personalliggaren' (docs/product-rules.md §15, "Hours and the ledger"): on a
 * project that belongs to a site, the worker's first check-in and last check-out there on the
 * form's date fill 'Start' and 'Slut' (Stockholm time), rounded so the hours come in half hours
 * after the break as typed (`ledgerReportTimes`), and the hours follow them as when typed; over
 * a clock change that no clock times can say, the real hours are filled without times;
 * `onFilled` hands on what the ledger said, for the form to show beside them. Read from the
 * server on each tap, so online only; when the ledger has nothing that day it says so and
 * changes nothing.
 */
export function LedgerFetchButton({ form, onFilled }: { form: TimeReportFormApi; onFilled: (fill: LedgerFill | null) => void }) {
  const t = useT(reportSv);
  const noteId = useId();
  const [projectId, date] = useWatch({ control: form.control, name: ["projectId", "date"] });
  const { data: projects = [] } = useProjects();
  const online = useOnline();
  const [asked, setAsked] = useState<{ busy: boolean; note: string | null }>({ busy: false, note: null });
  const siteId = projects.find((p) => p.id === projectId)?.siteId ?? null;
  if (!siteId) return null;

  const fetchTimes = async () => {
    setAsked({ busy: true, note: null });
    try {
      const span = await getLedgerDay(date, siteId);
      // A last check-out ends a stay begun that day: without a check-in there is none.
      if (!span.firstIn) {
        onFilled(null);
        return setAsked({ busy: false, note: t("report.ledger.nothing") });
      }
      const checkIn = new Date(span.firstIn);
      const checkOut = span.lastOut ? new Date(span.lastOut) : null;
      const ledger = { checkIn: clockIn(checkIn), checkOut: checkOut ? clockIn(checkOut) : null };
      const filled = ledgerReportTimes(checkIn, checkOut, breakMinutesOf(String(form.getValues("breakMinutes") ?? "")) ?? 0);
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      if (filled.startTime !== null) {
        form.setValue("startTime", filled.startTime, options);
        // A stay still open keeps 'Slut'; one too short for half an hour after the break empties it for the worker.
        if (ledger.checkOut !== null) form.setValue("endTime", filled.endTime ?? "", options);
      } else if (filled.hours !== null) {
        // No clock time says the stay over the clock change (docs/product-rules.md §5): the real hours, without times.
        form.setValue("startTime", "", options);
        form.setValue("endTime", "", options);
        form.setValue("hours", formatHours(filled.hours, "input"), options);
      }
      onFilled({ date, projectId: projectId ?? "", ledger, filled });
      setAsked({ busy: false, note: null });
    } catch (error) {
      setAsked({ busy: false, note: errorMessage(error, t("report.ledger.failed")) });
    }
  };
  const note = online ? asked.note : t("report.ledger.offline");
  return (
    <div className="flex flex-col gap-1.5">
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => void fetchTimes()}
        disabled={!online || asked.busy || !isIsoDate(date)}
        aria-busy={asked.busy || undefined}
        aria-describedby={note ? noteId : undefined}
      >
        {asked.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ClipboardList aria-hidden="true" />}
        {t("report.ledger.fetch")}
      </Button>
      {note ? (
        <p id={noteId} role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
