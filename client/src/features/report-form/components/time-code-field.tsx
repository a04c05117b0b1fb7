import { useWatch } from "react-hook-form";
import { ABSENCE_CODES, ORDINARY_TIME_CODE, isTimeCode, PROJECT_WORK_CODES, type TimeCode } from "@shared/domain";
import { SelectField } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { isAbsenceCode } from "@/lib/time-codes";
import type { TimeReportFormApi } from "./time-report-fields";
import reportSv from "@shared/i18n/catalogs/report/sv";

/** A whole day away from work: what an absence chip fills in. */
export const ABSENCE_DAY_HOURS = "8";

/** The code the form holds now; `ARB` until the worker picks another. */
export function useTimeCode(form: TimeReportFormApi): TimeCode {
  const code = useWatch({ control: form.control, name: "timeCode" });
  return isTimeCode(code) ? code : ORDINARY_TIME_CODE;
}

/**
 * Absence has no project (sending one is a 400), so choosing an absence code clears it; the
 * confirmation belongs to work reports only and is cleared too.
 */
function applyCode(form: TimeReportFormApi, code: TimeCode): void {
  if (!isAbsenceCode(code)) return;
  const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  form.setValue("projectId", "", options);
  form.setValue("isConfirmed", false, options);
}

/** 'Typ': the nine codes by their labels, work first. */
export function TimeCodeSelect({ form, id }: { form: TimeReportFormApi; id: string }) {
  const t = useT(reportSv);
  const labels = useReportLabels();
  const error = form.formState.errors.timeCode?.message;
  const field = form.register("timeCode", {
    onChange: (event: { target: { value: string } }) => {
      if (isTimeCode(event.target.value)) applyCode(form, event.target.value);
    },
  });
  return (
    <SelectField id={id} label={t("report.form.type")} error={error} {...field}>
      <optgroup label={t("report.form.work")}>
        {PROJECT_WORK_CODES.map((code) => (
          <option key={code} value={code}>
            {labels.timeCode(code)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t("report.form.absence")}>
        {ABSENCE_CODES.map((code) => (
          <option key={code} value={code}>
            {labels.timeCode(code)}
          </option>
        ))}
      </optgroup>
    </SelectField>
  );
}

interface AbsenceChipsProps {
  form: TimeReportFormApi;
  disabled: boolean;
}

/**
 * 'Sjukdom 8 h' in two taps: a chip sets the code and 8 hours, then 'Skicka tidrapport' sends
 * it. The chip keeps the form's date, so Tuesday's sickness reported on Wednesday is Tuesday's:
 * pick the date, tap the chip, send. Only on a new report; an edited one keeps its code unless
 * changed in 'Typ'.
 */
export function AbsenceChips({ form, disabled }: AbsenceChipsProps) {
  const t = useT(reportSv);
  const labels = useReportLabels();
  const current = useTimeCode(form);
  const pick = (code: TimeCode) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue("timeCode", code, options);
    form.setValue("hours", ABSENCE_DAY_HOURS, options);
    applyCode(form, code);
  };
  return (
    <fieldset className="mb-5 flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("report.form.absenceDay", { hours: ABSENCE_DAY_HOURS })}</legend>
      <div className="flex flex-wrap gap-2">
        {ABSENCE_CODES.map((code) => (
          <button
            key={code}
            type="button"
            disabled={disabled}
            aria-pressed={current === code}
            onClick={() => pick(code)}
            className={cn(
              "min-h-11 rounded-full border border-dashed px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
              current === code
                ? "border-solid border-primary bg-primary/10 text-foreground"
                : "border-muted-foreground/50 bg-muted text-muted-foreground hover:bg-accent",
            )}
          >
            {labels.timeCode(code)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
