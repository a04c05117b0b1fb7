import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/**
 * A 409 that names a field — a company's org number or a person's identity number already on
 * the site (docs/product-rules.md §15) — is about what was typed there: it goes under that
 * field, which takes the focus, instead of a toast the user has to match to an input.
 * Returns whether it did; any other error is left to the caller.
 */
export function applyConflictFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
