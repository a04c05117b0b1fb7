import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { DEFAULT_EXPENSE_RATES, formatKronor, type ExpenseRates } from "@shared/domain";
import type { PayrollSettings } from "@shared/types";
import type { PayrollSettingsFormValues } from "@shared/validation/payroll";
import { TextField } from "@/components/ui/form-field";
import { SettingsCard } from "./settings-card";

type Money = "mileageRate" | "mileageTaxFree" | "allowanceFull" | "allowanceNight";
type Meal = keyof ExpenseRates["mealShares"];

const D = DEFAULT_EXPENSE_RATES;

/** The rates of docs/product-rules.md §16 with Skatteverket's figures, which the form starts from. */
const MONEY: { name: Money; label: string; hint: string }[] = [
  { name: "mileageRate", label: "Milersättning per mil (kr)", hint: `Det företaget betalar per mil i egen bil. Förval: ${formatKronor(D.mileageRate)}.` },
  {
    name: "mileageTaxFree",
    label: "Varav skattefritt per mil (kr)",
    hint: `Skatteverket: ${formatKronor(D.mileageTaxFree)} för egen bil. Det som betalas utöver är skattepliktigt.`,
  },
  { name: "allowanceFull", label: "Traktamente, hel dag (kr)", hint: `Skatteverket: ${formatKronor(D.allowanceFull)}. En halv dag är hälften.` },
  { name: "allowanceNight", label: "Nattraktamente (kr)", hint: `Skatteverket: ${formatKronor(D.allowanceNight)}.` },
];

const MEALS: { name: Meal; label: string }[] = [
  { name: "breakfast", label: "Måltidsavdrag frukost (%)" },
  { name: "lunch", label: "Måltidsavdrag lunch (%)" },
  { name: "dinner", label: "Måltidsavdrag middag (%)" },
];

/** The settings as the form shows them: kronor with a decimal comma, as a Swede types them ("25,00"). */
export function ratesForForm<T extends Pick<PayrollSettings, Money>>(settings: T): T {
  const out = { ...settings };
  for (const { name } of MONEY) out[name] = settings[name].replace(".", ",");
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
  const mealErrors = errors.mealShares;
  return (
    <SettingsCard
      title="Ersättningar"
      description="Förifyllt med Skatteverkets belopp. Ett kollektivavtal kan ge andra belopp, och Skatteverkets ändras ofta vid ett nytt år: se över dem vid årsskiftet."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {MONEY.map(({ name, label, hint }) => (
          <TextField key={name} label={label} hint={hint} inputMode="decimal" error={errors[name]?.message} {...register(name)} />
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">
          Måltidsavdrag i procent av dagens traktamente, när arbetsgivaren har betalat måltiden. Skatteverket: frukost {D.mealShares.breakfast} %, lunch{" "}
          {D.mealShares.lunch} %, middag {D.mealShares.dinner} %.
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          {MEALS.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
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
