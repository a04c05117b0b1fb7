import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldsetField } from "@/components/ui/form-field";
import sitesSv from "@shared/i18n/catalogs/sites/sv";
import { useT } from "@/lib/i18n/runtime";

/** The form's two choices, each with what it means for who is entered. */
const CHOICES = [
  { value: "own", label: "sites.scope.own", hint: "sites.scope.ownHint" },
  { value: "site", label: "sites.scope.siteChoice", hint: "sites.scope.siteHint" },
] as const;

/** 'Personalliggare': our own, or the site's samlade (docs/product-rules.md §15), each with what it means. */
export function LedgerScopeField({ error, ...registration }: UseFormRegisterReturn<"ledgerScope"> & { error?: string }) {
  const t = useT(sitesSv);
  const id = useId();
  return (
    <FieldsetField legend={t("sites.scope.legend")} legendClassName="mb-1" error={error} className="sm:col-span-2">
      {CHOICES.map((choice) => (
        <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-input px-3 py-2.5 hover:bg-accent/60">
          {/* Named by its choice alone; what the choice means is its description. */}
          <input
            type="radio"
            value={choice.value}
            aria-label={t(choice.label)}
            aria-describedby={`${id}-${choice.value}`}
            className="mt-1 size-4 shrink-0 accent-[hsl(var(--primary))]"
            {...registration}
          />
          <span className="flex flex-col">
            <span className="text-sm font-semibold">{t(choice.label)}</span>
            <span className="text-sm text-muted-foreground" id={`${id}-${choice.value}`}>
              {t(choice.hint)}
            </span>
          </span>
        </label>
      ))}
    </FieldsetField>
  );
}
