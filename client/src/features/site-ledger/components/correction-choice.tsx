import type { UseFormRegisterReturn } from "react-hook-form";
import type { CorrectionChoice } from "../lib/correction-form";

const CHOICES: { value: CorrectionChoice; label: string; hint: string }[] = [
  { value: "time", label: "Ändra tid", hint: "Posten ersätts av en med rätt tid." },
  { value: "out", label: "Lägg till glömd utcheckning", hint: "Incheckningen står kvar; utcheckningen läggs till." },
  { value: "void", label: "Stryk posten", hint: "Posten ska inte finnas, t.ex. fel person." },
];

/** The three kinds of correction; a forgotten check-out only on a check-in that has none after it. */
export function ChoiceField({ register, canAddCheckOut }: { register: UseFormRegisterReturn<"choice">; canAddCheckOut: boolean }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Vad ska rättas?</legend>
      {CHOICES.filter((c) => c.value !== "out" || canAddCheckOut).map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input type="radio" value={choice.value} className="mt-1 size-4 accent-primary" {...register} />
          <span className="flex flex-col">
            <span className="text-sm font-semibold">{choice.label}</span>
            <span className="text-xs text-muted-foreground">{choice.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
