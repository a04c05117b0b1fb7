import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import { hoursFromTimes } from "../lib/clock-hours";
import { LedgerFetchButton } from "./ledger-fetch-button";
import { LedgerFillNote, type LedgerFill } from "./ledger-fill-note";
import type { TimeReportFormApi } from "./time-report-fields";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT } from "@/lib/i18n/runtime";

const asText = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/**
 * 'Start', 'Slut' and 'Rast (min)' of a work report; when both times are there, 'Timmar' follows
 * them. On a site's project 'Hämta från personalliggaren' under them fills the two times, and
 * what the ledger said shows under them: from that tap, or from 'Rapportera dagen' (`ledgerFill`).
 */
export function ClockTimeFields({ form, ledgerFill = null }: { form: TimeReportFormApi; ledgerFill?: LedgerFill | null }) {
  const t = useT(reportSv);
  const field = fieldsOf(form);
  const [fill, setFill] = useState(ledgerFill);
  const [date, startTime, endTime, breakMinutes] = useWatch({ control: form.control, name: ["date", "startTime", "endTime", "breakMinutes"] });
  useEffect(() => {
    const hours = hoursFromTimes({ date: asText(date), startTime: asText(startTime), endTime: asText(endTime), breakMinutes: asText(breakMinutes) });
    // Only a change: an edited report's own hours already agree, and must not count as typed.
    if (hours === null || hours === asText(form.getValues("hours"))) return;
    form.setValue("hours", hours, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [date, startTime, endTime, breakMinutes, form]);
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-3 gap-3 [&_input]:min-w-0 [&_input]:px-2.5 [&>*]:min-w-0">
        <TextField label={t("report.form.start")} type="time" {...field("startTime")} />
        <TextField label={t("report.form.end")} type="time" {...field("endTime")} />
        <TextField
          label={t("report.form.break")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("report.form.breakPlaceholder")}
          {...field("breakMinutes")}
        />
      </div>
      <LedgerFillNote form={form} fill={fill} />
      <LedgerFetchButton form={form} onFilled={setFill} />
    </div>
  );
}
