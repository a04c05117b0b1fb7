import { ClipboardList, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { clockIn, isIsoDate } from "@shared/dates";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { useProjects } from "@/api/projects/get-projects";
import { getLedgerDay } from "@/api/sites/get-ledger-day";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useOnline } from "../hooks/use-online";
import type { TimeReportFormApi } from "./time-report-fields";

/**
 * 'Hämta från personalliggaren' (docs/product-rules.md §15, "Hours and the ledger"): on a
 * project that belongs to a site, the worker's first check-in and last check-out there on the
 * form's date fill 'Start' and 'Slut' (Stockholm time), and the hours follow them as when typed.
 * Read from the server on each tap, so online only; when the ledger has nothing that day it
 * says so and changes nothing.
 */
export function LedgerFetchButton({ form }: { form: TimeReportFormApi }) {
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
      if (!span.firstIn && !span.lastOut) return setAsked({ busy: false, note: LEDGER_MSG.fetchNothing });
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      if (span.firstIn) form.setValue("startTime", clockIn(new Date(span.firstIn)), options);
      if (span.lastOut) form.setValue("endTime", clockIn(new Date(span.lastOut)), options);
      setAsked({ busy: false, note: null });
    } catch (error) {
      setAsked({ busy: false, note: errorMessage(error, LEDGER_MSG.fetchFailed) });
    }
  };
  const note = online ? asked.note : LEDGER_MSG.fetchOffline;
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
        {LEDGER_MSG.fetchFromLedger}
      </Button>
      {note ? (
        <p id={noteId} role="status" className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
