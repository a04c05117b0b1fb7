import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { DEFAULT_EXPENSE_RATES, type ExpenseRates } from "@shared/domain";
import type { PayrollSettings } from "@shared/types";
import type { PayrollSettingsFormValues } from "@shared/validation/payroll";
import { TextField } from "@/components/ui/form-field";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { SettingsCard } from "./settings-card";
import { useFormat } from "@/lib/i18n/use-format";

type Money = "mileageRate" | "mileageTaxFree" | "allowanceFull" | "allowanceNight";
type Meal = keyof ExpenseRates["mealShares"];

const D = DEFAULT_EXPENSE_RATES;

/**
 * The rates of docs/product-rules.md §16, labelled `payroll.rates.<name>`, with a hint of
 * Skatteverket's figures (`payroll.rates.<name>Hint`), which the form starts from.
 */
const MONEY: readonly Money[] = ["mileageRate", "mileageTaxFree", "allowanceFull", "allowanceNight"];

const MEALS: readonly Meal[] = ["breakfast", "lunch", "dinner"];

/** The settings as the form shows them: kronor with a decimal comma, as a Swede types them ("25,00"). */
export function ratesForForm<T extends Pick<PayrollSettings, Money>>(settings: T): T {
  const out = { ...settings };
  for (const name of MONEY) out[name] = settings[name].replace(".", ",");
  return out;
}

interface ExpenseRatesFieldsProps {
  register: UseFormRegister<PayrollSettingsFormValues>;
  errors: FieldErrors<PayrollSettingsFormValues>;
}

/**
 * 'Ersättningar': what a drive, a trip's day and night, and a free meal are worth. Skatteverket's
 * figures to start with; a collective agreement may pay more, and a new year may change them.
 */
export function ExpenseRatesFields({ register, errors }: ExpenseRatesFieldsProps) {
  const t = useT(payrollSv);
  const format = useFormat();
  const mealErrors = errors.mealShares;
  return (
    <SettingsCard title={t("payroll.rates.title")} description={t("payroll.rates.description")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {MONEY.map((name) => (
          <TextField
            key={name}
            label={t(`payroll.rates.${name}`)}
            hint={t(`payroll.rates.${name}Hint`, { amount: format.kronor(D[name]) })}
            inputMode="decimal"
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">{t("payroll.rates.meals", D.mealShares)}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {MEALS.map((name) => (
            <TextField
              key={name}
              label={t(`payroll.rates.${name}`)}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              error={mealErrors?.[name]?.message}
              {...register(`mealShares.${name}`)}
            />
          ))}
        </div>
        {mealErrors?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {mealErrors.message}
          </p>
        ) : null}
      </div>
    </SettingsCard>
  );
}
