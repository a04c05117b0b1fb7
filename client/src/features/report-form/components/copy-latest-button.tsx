import { Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatHours } from "@shared/domain";
import type { LatestWork } from "../hooks/use-repeat-entry";
import type { TimeReportFormApi } from "./time-report-fields";
import { clockValues } from "./time-report-form-values";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

interface CopyLatestButtonProps {
  form: TimeReportFormApi;
  latestWork: LatestWork;
  disabled: boolean;
}

export const NO_WORK_DAY_TO_COPY = reportSv["report.copy.none"];
export const LATEST_WORK_OFFLINE = reportSv["report.copy.offline"];

/**
 * 'Kopiera senaste (fr 20/11)': the worker's most recent work report, whatever day it was (Monday
 * copies Friday, a sick day is skipped), fills code, project, times, break, hours and description;
 * the date stays the form's (docs/product-rules.md §4).
 */
export function CopyLatestButton({ form, latestWork, disabled }: CopyLatestButtonProps) {
  const t = useT(reportSv);
  const format = useFormat();
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
      ? t("report.copy.loading")
      : latestWork.state === "unavailable"
        ? t("report.copy.offline")
        : source
          ? null
          : t("report.copy.none");
  return (
    <div className="mb-5 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="outline" onClick={copy} disabled={disabled || !source} aria-describedby={note ? "copy-latest-note" : undefined}>
        <Copy aria-hidden="true" />
        {source ? t("report.copy.buttonDay", { day: format.date(source.date.slice(0, 10), "weekday-short") }) : t("report.copy.button")}
      </Button>
      {note ? (
        <p id="copy-latest-note" className="text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
