import type { UseFormRegisterReturn } from "react-hook-form";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useT } from "@/lib/i18n/runtime";

/** The longest reason a correction takes (docs/product-rules.md §15). */
const REASON_MAX = 500;

/** A correction's 'Anledning', with its count of characters: the same in every correction form. */
export function CorrectionReasonField({
  id,
  error,
  length,
  registration,
}: {
  id: string;
  error: string | undefined;
  length: number;
  registration: UseFormRegisterReturn<"reason">;
}) {
  const t = useT(siteSv);
  const counterId = `${id}-counter`;
  return (
    <FormField id={id} label={t("site.reason.label")} error={error}>
      <Textarea
        id={id}
        rows={3}
        maxLength={REASON_MAX}
        placeholder={t("site.reason.placeholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldErrorId(id)} ${counterId}` : counterId}
        {...registration}
      />
      <p id={counterId} className="text-right text-sm tabular-nums text-muted-foreground sm:text-xs">
        {t("site.reason.count", { length, max: REASON_MAX })}
      </p>
    </FormField>
  );
}

/** What the server refused, above the form's buttons. */
export function FormServerError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}
