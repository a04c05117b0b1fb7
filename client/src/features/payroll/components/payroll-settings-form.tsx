import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Save } from "lucide-react";
import { useForm } from "react-hook-form";
import type { PayrollSettings } from "@shared/types";
import { OVERTIME_RULES, type OvertimeRule } from "@shared/validation";
import { DEFAULT_PAXML_CODE_MAP, PAY_CODES, paxmlTidkodGroups, paxmlTidkodText, TIME_CODES } from "@shared/domain";
import { payrollSettingsSchema, type PayrollSettingsFormValues, type PayrollSettingsInput } from "@shared/validation/payroll";
import { usePayrollSettings } from "@/api/settings/get-payroll-settings";
import { useUpdatePayrollSettings } from "@/api/settings/update-payroll-settings";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { labelledOptions, Select, SelectField, SelectOptions } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { WarningNotices } from "@/components/warning-notices";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { fieldsOf } from "@/lib/form-fields";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { ExpenseRatesFields, ratesForForm } from "./expense-rates-fields";
import { CodeMapRow, SettingsCard } from "./settings-card";
import { PayCodeMapFields } from "./pay-code-map-fields";
import { WorkingTimeLimitsFields } from "./working-time-limits-fields";

/** The code map's choices: our own codes first, then the rest of PAXml by kind, each with its name. */
const TIDKOD_GROUPS = paxmlTidkodGroups(TIME_CODES.map((code) => DEFAULT_PAXML_CODE_MAP[code]));

const FIELDS = [
  "companyName",
  "orgNumber",
  "overtimeRule",
  "limits.ordinaryWeek",
  "limits.overtimeFourWeeks",
  "limits.overtimeMonth",
  "limits.overtimeYear",
  "dailyNormHours",
  "mileageRate",
  "mileageTaxFree",
  "allowanceFull",
  "allowanceNight",
  "mealShares",
  "mealShares.breakfast",
  "mealShares.lunch",
  "mealShares.dinner",
  ...PAY_CODES.map((code) => `codeMap.${code}` as const),
] as const;

/** 'Löneinställningar', reached from the Lön tab: what the PAXml header and codes say. */
export function PayrollSettingsForm({ onClose }: { onClose: () => void }) {
  const t = useT(payrollSv);
  const settings = usePayrollSettings();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="payroll-settings-heading">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
          {t("payroll.settings.back")}
        </Button>
        <h2 id="payroll-settings-heading" className="text-xl font-bold">
          {t("payroll.settings.title")}
        </h2>
      </div>
      {settings.isError ? (
        <PanelError />
      ) : settings.isPending ? (
        <PanelLoading label={t("payroll.settings.loading")} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: PayrollSettings }) {
  const t = useT(payrollSv);
  const labels = useReportLabels();
  // No figures in the rules' names: the limits are settings of their own, just below.
  const ruleLabels: Record<OvertimeRule, string> = { month: t("payroll.settings.rule.month"), "four-weeks": t("payroll.settings.rule.four-weeks") };
  const form = useForm<PayrollSettingsFormValues, unknown, PayrollSettingsInput>({
    resolver: zodResolver(payrollSettingsSchema),
    defaultValues: ratesForForm(settings),
  });
  const { errors } = form.formState;
  const field = fieldsOf(form);
  const update = useUpdatePayrollSettings();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      // The hook refreshes what the settings decide: warnings, the journal, Lön's preview.
      form.reset(ratesForForm(saved));
      toast({ title: t("payroll.settings.saved"), description: t("payroll.settings.savedText") });
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      toast({
        variant: "destructive",
        title: t("payroll.settings.error"),
        description: onFields ? t("payroll.settings.checkFields") : errorMessage(error, t("payroll.settings.failed")),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* A stored setting that no longer parses is named, never replaced in silence (docs/product-rules.md §10). */}
      <WarningNotices
        label={t("payroll.settings.unreadable")}
        messages={settings.unreadable.map((u) => t("payroll.settings.unreadableNotice", { setting: u.setting }))}
      />
      <SettingsCard title={t("payroll.settings.company")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("payroll.settings.companyName")} autoComplete="organization" {...field("companyName")} />
          <TextField label={t("payroll.settings.orgNumber")} inputMode="numeric" placeholder="556677-8899" {...field("orgNumber")} />
        </div>
        <SelectField label={t("payroll.settings.overtimeRule")} {...field("overtimeRule")}>
          <SelectOptions options={labelledOptions(OVERTIME_RULES, ruleLabels)} />
        </SelectField>
      </SettingsCard>
      <WorkingTimeLimitsFields register={form.register} errors={errors.limits} dailyNormError={errors.dailyNormHours?.message} />
      <ExpenseRatesFields register={form.register} errors={errors} />
      <SettingsCard title={t("payroll.settings.timeCodes")} description={t("payroll.settings.timeCodesText")} list>
        <ul className="flex flex-col divide-y">
          {TIME_CODES.map((code) => (
            <CodeMapRow key={code} id={`code-map-${code}`} label={labels.timeCode(code)} code={code}>
              <Select id={`code-map-${code}`} aria-label={t("payroll.settings.codeFor", { name: labels.timeCode(code) })} {...form.register(`codeMap.${code}`)}>
                {TIDKOD_GROUPS.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.codes.map((tidkod) => (
                      <option key={tidkod} value={tidkod}>
                        {paxmlTidkodText(tidkod)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </CodeMapRow>
          ))}
        </ul>
      </SettingsCard>
      <PayCodeMapFields register={form.register} errors={errors.codeMap} />
      <div className="flex justify-end">
        <SubmitButton pending={update.isPending} pendingText={t("payroll.settings.pending")}>
          <Save aria-hidden="true" />
          {t("payroll.settings.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
