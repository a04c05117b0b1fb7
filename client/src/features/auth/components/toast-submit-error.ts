import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";

/**
 * A refused sign-in, account or password form: the server's messages go under their fields,
 * and the toast titled `title` says what went wrong only when no field already says it
 * (`fallback` when the server gave no sentence).
 */
export function toastSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
  fallback: string,
): void {
  const onFields = applyServerFieldErrors(error, setError, fields);
  toast({ variant: "destructive", title, description: onFields ? undefined : errorMessage(error, fallback) });
}
