import { useWatch } from "react-hook-form";
import { DESCRIPTION_MAX } from "@shared/validation";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import type { TimeReportFormApi } from "./time-report-fields";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT } from "@/lib/i18n/runtime";

/** The counter shows from this many characters on: 80 % of the limit. */
export const DESCRIPTION_COUNTER_FROM = Math.floor(DESCRIPTION_MAX * 0.8);

interface DescriptionFieldProps {
  form: TimeReportFormApi;
  id: string;
  absence: boolean;
}

/**
 * 'Beskrivning' with a counter near its limit ('1612/2000'); past the limit the schema's
 * 'Högst 2000 tecken' stops the send, as the server would (docs/product-rules.md §4).
 */
export function DescriptionField({ form, id, absence }: DescriptionFieldProps) {
  const t = useT(reportSv);
  const error = form.formState.errors.description?.message;
  const value = useWatch({ control: form.control, name: "description" });
  const length = typeof value === "string" ? value.length : 0;
  const counterId = `${id}-counter`;
  const counting = length >= DESCRIPTION_COUNTER_FROM;
  const describedBy = [error ? fieldErrorId(id) : null, counting ? counterId : null].filter(Boolean).join(" ") || undefined;
  return (
    <FormField id={id} label={absence ? t("report.form.descriptionOptional") : t("report.form.description")} error={error}>
      <Textarea
        id={id}
        rows={absence ? 2 : 4}
        placeholder={absence ? t("report.form.descriptionAbsencePlaceholder") : t("report.form.descriptionPlaceholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...form.register("description")}
      />
      {counting ? (
        <p id={counterId} className={cn("self-end text-sm tabular-nums", length > DESCRIPTION_MAX ? "font-medium text-destructive" : "text-muted-foreground")}>
          {length}/{DESCRIPTION_MAX}
        </p>
      ) : null}
    </FormField>
  );
}
