import type { UseFormRegisterReturn } from "react-hook-form";
import { CLOCK_SHOWINGS } from "@shared/domain";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { FieldsetField } from "@/components/ui/form-field";

/**
 * 'Vilken 02:30?' (docs/product-rules.md §5, "Clock changes"): beside a time the autumn clock
 * showed twice, whether it is the first showing (summer time) or the second (winter time).
 * Shown only for such a time, so every other correction looks as before.
 */
export function ClockShowingField({ time, registration }: { time: string; registration: UseFormRegisterReturn<"showing"> }) {
  return (
    <FieldsetField legend={LEDGER_MSG.showingLegend(time.slice(0, 5))} hint={LEDGER_MSG.showingHint}>
      <div className="flex flex-wrap gap-x-5">
        {CLOCK_SHOWINGS.map((showing) => (
          <label key={showing} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" value={showing} className="size-4 accent-primary" {...registration} />
            {LEDGER_MSG.showing[showing]}
          </label>
        ))}
      </div>
    </FieldsetField>
  );
}
