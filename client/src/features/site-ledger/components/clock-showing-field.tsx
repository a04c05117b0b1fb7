import type { UseFormRegisterReturn } from "react-hook-form";
import { CLOCK_SHOWINGS } from "@shared/domain";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { FieldsetField } from "@/components/ui/form-field";
import { useT } from "@/lib/i18n/runtime";

/**
 * 'Vilken 02:30?' (docs/product-rules.md §5, "Clock changes"): beside a time the autumn clock
 * showed twice, whether it is the first showing (summer time) or the second (winter time).
 * Shown only for such a time, so every other correction looks as before.
 */
export function ClockShowingField({ time, registration }: { time: string; registration: UseFormRegisterReturn<"showing"> }) {
  const t = useT(siteSv);
  return (
    <FieldsetField legend={t("site.showing.legend", { time: time.slice(0, 5) })} hint={t("site.showing.hint")}>
      <div className="flex flex-wrap gap-x-5">
        {CLOCK_SHOWINGS.map((showing) => (
          <label key={showing} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input type="radio" value={showing} className="size-4 accent-primary" {...registration} />
            {t(`site.showing.${showing}`)}
          </label>
        ))}
      </div>
    </FieldsetField>
  );
}
