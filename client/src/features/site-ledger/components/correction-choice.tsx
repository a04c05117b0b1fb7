import type { UseFormRegisterReturn } from "react-hook-form";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useT } from "@/lib/i18n/runtime";
import type { CorrectionChoice } from "../lib/correction-form";

const CHOICES = [
  { value: "time", label: "site.correct.time", hint: "site.correct.timeHint" },
  { value: "out", label: "site.correct.out", hint: "site.correct.outHint" },
  { value: "void", label: "site.correct.void", hint: "site.correct.voidHint" },
] as const satisfies readonly { value: CorrectionChoice; label: keyof typeof siteSv; hint: keyof typeof siteSv }[];

/** The three kinds of correction; a forgotten check-out only on a check-in that has none after it. */
export function ChoiceField({ register, canAddCheckOut }: { register: UseFormRegisterReturn<"choice">; canAddCheckOut: boolean }) {
  const t = useT(siteSv);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("site.correct.question")}</legend>
      {CHOICES.filter((c) => c.value !== "out" || canAddCheckOut).map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input type="radio" value={choice.value} className="mt-1 size-4 accent-primary" {...register} />
          <span className="flex flex-col">
            <span className="text-sm font-semibold">{t(choice.label)}</span>
            <span className="text-sm text-muted-foreground sm:text-xs">{t(choice.hint)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
