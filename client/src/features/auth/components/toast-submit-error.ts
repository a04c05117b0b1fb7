import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";

/**
 * A refused sign-in, account or password form: the server's messages go under their fields,
 * and the toast titled `title` says what went wrong only when no field already says it
 * (`fallback` when the server gave no sentence). A 429 ('Försök igen om {n} minuter') also
 * stays under the fields (AuthFormCard shows it) until the next try: a toast goes away before
 * the user has read when to try again (docs/product-rules.md §13).
 */
export function toastSubmitError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  title: string,
  fallback: string,
): void {
  if (error instanceof ApiError && error.status === 429) setError("root.server", { type: "server", message: errorMessage(error, fallback) });
  const onFields = applyServerFieldErrors(error, setError, fields);
  toast({ variant: "destructive", title, description: onFields ? undefined : errorMessage(error, fallback) });
}
