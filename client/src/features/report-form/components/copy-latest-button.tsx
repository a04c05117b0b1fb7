import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDate, formatHours } from "@shared/domain";
import type { LatestWork } from "../hooks/use-repeat-entry";
import type { TimeReportFormApi } from "./time-report-fields";
import { clockValues } from "./time-report-form-values";

interface CopyLatestButtonProps {
  form: TimeReportFormApi;
  latestWork: LatestWork;
  disabled: boolean;
}

export const NO_WORK_DAY_TO_COPY = "Ingen arbetsdag att kopiera ännu.";
export const LATEST_WORK_OFFLINE = "Senaste arbetsdagen kan kopieras när du har uppkoppling.";

/**
 * 'Kopiera senaste (fr 20/11)': the worker's most recent work report, whatever day it was (Monday
 * copies Friday, a sick day is skipped), fills code, project, times, break, hours and description;
 * the date stays the form's (docs/product-rules.md §4).
 */
export function CopyLatestButton({ form, latestWork, disabled }: CopyLatestButtonProps) {
  const source = latestWork.state === "ready" ? latestWork.report : null;
  const copy = () => {
    if (!source) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("timeCode", source.timeCode, options);
    form.setValue("projectId", source.projectId ?? "", options);
    const clock = clockValues(source);
    form.setValue("startTime", clock.startTime, options);
    form.setValue("endTime", clock.endTime, options);
    form.setValue("breakMinutes", clock.breakMinutes, options);
    // After the times, so the hours are the copied report's even if its times would say otherwise.
    form.setValue("hours", formatHours(source.hours, "input"), options);
    form.setValue("description", source.description, options);
  };
  const note =
    latestWork.state === "loading"
      ? "Letar efter senaste arbetsdagen..."
      : latestWork.state === "unavailable"
        ? LATEST_WORK_OFFLINE
        : source
          ? null
          : NO_WORK_DAY_TO_COPY;
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="outline" onClick={copy} disabled={disabled || !source} aria-describedby={note ? "copy-latest-note" : undefined}>
        <Copy aria-hidden="true" />
        {source ? `Kopiera senaste (${formatDate(source.date.slice(0, 10), "weekday-short")})` : "Kopiera senaste"}
      </Button>
      {note ? (
        <p id="copy-latest-note" className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
