import type { UseFormRegister } from "react-hook-form";
import { formatDate } from "@shared/domain";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { TraktFormValues } from "../lib/trip-form";

const MEALS = [
  ["breakfast", "Frukost"],
  ["lunch", "Lunch"],
  ["dinner", "Middag"],
] as const;

interface TripMealsProps {
  dates: string[];
  register: UseFormRegister<TraktFormValues>;
  error?: string;
}

/** 'Fria måltider': per trip day, breakfast, lunch and dinner the worker did not pay for; each reduces the allowance. */
export function TripMeals({ dates, register, error }: TripMealsProps) {
  if (dates.length === 0) return null;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">Fria måltider</legend>
      <p className="text-xs text-muted-foreground">Kryssa i måltider du inte betalade själv, till exempel frukost på hotellet. De minskar traktamentet.</p>
      {dates.map((date) => (
        <fieldset key={date} className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">{formatDate(date, "weekday-day-month")}</legend>
          <div className="grid grid-cols-3 gap-2">
            {MEALS.map(([meal, label]) => (
              <CheckboxField key={meal} id={`meal-${date}-${meal}`} label={label} {...register(`meals.${date}.${meal}`)} />
            ))}
          </div>
        </fieldset>
      ))}
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </fieldset>
  );
}
