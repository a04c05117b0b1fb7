import type { UseFormRegister } from "react-hook-form";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { TraktFormValues } from "../lib/trip-form";

const MEALS = ["breakfast", "lunch", "dinner"] as const;

interface TripMealsProps {
  dates: string[];
  register: UseFormRegister<TraktFormValues>;
  error?: string;
}

/** 'Fria måltider': per trip day, breakfast, lunch and dinner the worker did not pay for; each reduces the allowance. */
export function TripMeals({ dates, register, error }: TripMealsProps) {
  const t = useT(expensesSv);
  const format = useFormat();
  if (dates.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("expenses.trakt.meals")}</legend>
      <p className="text-sm text-muted-foreground">{t("expenses.trakt.mealsHint")}</p>
      {dates.map((date) => (
        <fieldset key={date} className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">{format.date(date, "weekday-day-month")}</legend>
          {/* Each box as wide as its word first, the rest shared: in equal thirds a 390px phone broke
              Polish 'Śniadanie' at its soft hyphen; now it breaks only on a narrower one (docs/i18n.md). */}
          <div className="grid grid-cols-[repeat(3,auto)] gap-2">
            {MEALS.map((meal) => (
              <CheckboxField key={meal} id={`meal-${date}-${meal}`} label={t(`expenses.trakt.${meal}`)} {...register(`meals.${date}.${meal}`)} />
            ))}
          </div>
        </fieldset>
      ))}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
