import type { UseFormRegisterReturn } from "react-hook-form";
import { CLOCK_SHOWINGS, type ClockShowing } from "@shared/domain/clock-showing";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { FieldsetField } from "@/components/ui/form-field";
import { useT } from "@/lib/i18n/runtime";

/** A form's field (react-hook-form's registration), or a value the caller holds with its change. */
type ShowingInput = { registration: UseFormRegisterReturn<"showing"> } | { value: ClockShowing; onChange: (showing: ClockShowing) => void };

/**
 * 'Vilken 02:30?' (docs/product-rules.md §5, "Clock changes"): beside a time the autumn clock
 * showed twice, whether it is the first showing (summer time) or the second (winter time).
 * Shown only for such a time, so every other time asks as before: the platsansvarig's
 * correction and the worker's check-out after 12 hours ask it alike.
 */
export function ClockShowingField({ time, ...input }: { time: string } & ShowingInput) {
  const t = useT(siteSv);
  const props = (showing: ClockShowing) =>
    "registration" in input ? input.registration : { name: "showing", checked: input.value === showing, onChange: () => input.onChange(showing) };
  return (
    <FieldsetField legend={t("site.showing.legend", { time: time.slice(0, 5) })} hint={t("site.showing.hint")}>
      <div className="flex flex-wrap gap-x-5">
        {CLOCK_SHOWINGS.map((showing) => (
          <label key={showing} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" value={showing} className="size-4 accent-primary" {...props(showing)} />
            {t(`site.showing.${showing}`)}
          </label>
        ))}
      </div>
    </FieldsetField>
  );
}
