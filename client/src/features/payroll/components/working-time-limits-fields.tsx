import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { WorkingTimeLimits } from "@shared/validation";
import type { PayrollSettingsFormValues } from "@shared/validation/payroll";
import { TextField } from "@/components/ui/form-field";
import { SettingsCard } from "./settings-card";

/** The Swedish labels of the limits of docs/product-rules.md §11 rules 1-3, in the order of the rules. */
export const LIMIT_LABELS: Record<keyof WorkingTimeLimits, string> = {
  ordinaryWeek: "Ordinarie tid per vecka (h)",
  overtimeFourWeeks: "Övertid per fyra veckor (h)",
  overtimeMonth: "Övertid per kalendermånad (h)",
  overtimeYear: "Övertid per kalenderår (h)",
};

export const DAILY_NORM_LABEL = "Ordinarie tid per dag (h)";

const LIMITS = Object.keys(LIMIT_LABELS) as (keyof WorkingTimeLimits)[];

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
  return (
    <SettingsCard
      title="Arbetstidsgränser"
      description="Arbetstidslagens gränser, eller kollektivavtalets. Passeras en gräns får arbetaren och du en varning; rapporten sparas ändå."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMITS.map((limit) => (
          <TextField
            key={limit}
            label={LIMIT_LABELS[limit]}
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
          label={DAILY_NORM_LABEL}
          hint="Mer Arbetad tid en dag erbjuds arbetaren att dela upp som Övertid enkel. Hela eller halva timmar."
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
