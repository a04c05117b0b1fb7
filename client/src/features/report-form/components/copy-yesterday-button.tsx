import { Copy } from "lucide-react";
import type { TimeReport } from "@shared/types";
import { Button } from "@/components/ui/button";
import { formatHours } from "@shared/domain";
import type { TimeReportFormApi } from "./time-report-fields";
import { clockValues } from "./time-report-form-values";

interface CopyYesterdayButtonProps {
  form: TimeReportFormApi;
  yesterday: TimeReport | null;
  loading: boolean;
  disabled: boolean;
}

/** 'Kopiera gårdagens': yesterday's code, project, times, hours and description into today's new report. */
export function CopyYesterdayButton({ form, yesterday, loading, disabled }: CopyYesterdayButtonProps) {
  const copy = () => {
    if (!yesterday) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("timeCode", yesterday.timeCode, options);
    form.setValue("projectId", yesterday.projectId ?? "", options);
    const clock = clockValues(yesterday);
    form.setValue("startTime", clock.startTime, options);
    form.setValue("endTime", clock.endTime, options);
    form.setValue("breakMinutes", clock.breakMinutes, options);
    // After the times, so the hours are yesterday's even if its times would say otherwise.
    form.setValue("hours", formatHours(yesterday.hours, "input"), options);
    form.setValue("description", yesterday.description, options);
  };
  const note = loading ? "Letar efter gårdagens rapport..." : yesterday ? null : "Ingen rapport i går att kopiera.";
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="outline" onClick={copy} disabled={disabled || !yesterday} aria-describedby={note ? "copy-yesterday-note" : undefined}>
        <Copy aria-hidden="true" />
        Kopiera gårdagens
      </Button>
      {note ? (
        <p id="copy-yesterday-note" className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
