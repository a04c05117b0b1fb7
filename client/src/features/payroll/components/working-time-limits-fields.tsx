import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { WorkingTimeLimits } from "@shared/validation";
import type { PayrollSettingsFormValues } from "@shared/validation/payroll";
import { TextField } from "@/components/ui/form-field";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { SettingsCard } from "./settings-card";

/** The limits of docs/product-rules.md §11 rules 1-3, in the order of the rules; each labelled `payroll.limits.<limit>`. */
const LIMITS: readonly (keyof WorkingTimeLimits)[] = ["ordinaryWeek", "overtimeFourWeeks", "overtimeMonth", "overtimeYear"];

interface WorkingTimeLimitsFieldsProps {
  register: UseFormRegister<PayrollSettingsFormValues>;
  errors: FieldErrors<PayrollSettingsFormValues>["limits"];
  dailyNormError?: string;
}

/**
 * 'Arbetstidsgränser': Arbetstidslagen's figures, which a collective agreement may change.
 * Whole hours; the shared schema checks them (and turns the text of the inputs into numbers).
 */
export function WorkingTimeLimitsFields({ register, errors, dailyNormError }: WorkingTimeLimitsFieldsProps) {
  const t = useT(payrollSv);
  return (
    <SettingsCard title={t("payroll.limits.title")} description={t("payroll.limits.description")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMITS.map((limit) => (
          <TextField
            key={limit}
            label={t(`payroll.limits.${limit}`)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors?.[limit]?.message}
            {...register(`limits.${limit}`)}
          />
        ))}
        {/* Not a limit of the law: past it the report form offers 'Dela upp' (docs/product-rules.md §4). */}
        <TextField
          label={t("payroll.limits.dailyNorm")}
          hint={t("payroll.limits.dailyNormHint")}
          type="number"
          inputMode="decimal"
          min={1}
          max={12}
          step={0.5}
          error={dailyNormError}
          {...register("dailyNormHours")}
        />
      </div>
    </SettingsCard>
  );
}
