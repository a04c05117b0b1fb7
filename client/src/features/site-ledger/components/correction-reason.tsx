import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField, fieldErrorId } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

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
  const counterId = `${id}-counter`;
  return (
    <FormField id={id} label="Anledning" error={error}>
      <Textarea
        id={id}
        rows={3}
        maxLength={REASON_MAX}
        placeholder="T.ex. Glömde checka ut, gick 16:05 enligt arbetsledaren."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldErrorId(id)} ${counterId}` : counterId}
        {...registration}
      />
      <p id={counterId} className="text-right text-xs tabular-nums text-muted-foreground">
        {length} / {REASON_MAX} tecken (minst 10)
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
