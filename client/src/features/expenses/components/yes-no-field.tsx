import type { UseFormRegisterReturn } from "react-hook-form";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { FieldsetField } from "@/components/ui/form-field";
import { useT } from "@/lib/i18n/runtime";

/** The question, and react-hook-form's registration with its error (`fieldsOf`). */
interface YesNoFieldProps extends UseFormRegisterReturn {
  question: string;
  error?: string;
}

const OPTION =
  "flex min-h-12 flex-1 cursor-pointer items-center justify-center rounded-md border border-input bg-background px-4 text-base font-semibold transition-colors " +
  "hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground " +
  "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60";

/** A question answered with 'Ja' or 'Nej': two buttons a gloved thumb hits, radio buttons underneath. */
export function YesNoField({ question, error, ...registration }: YesNoFieldProps) {
  const t = useT(expensesSv);
  return (
    <FieldsetField legend={question} legendClassName="mb-2 leading-snug" error={error}>
      <div className="flex gap-2">
        {(["ja", "nej"] as const).map((value) => (
          <label key={value} className={OPTION}>
            <input type="radio" value={value} className="sr-only" {...registration} />
            {t(value === "ja" ? "expenses.trakt.yes" : "expenses.trakt.no")}
          </label>
        ))}
      </div>
    </FieldsetField>
  );
}
