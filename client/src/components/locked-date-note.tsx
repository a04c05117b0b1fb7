import { cn } from "@/lib/cn";
import { fieldErrorId } from "./ui/form-field";

/** What a form knows of its date in a locked pay period (useLockedDate of client/src/api/payroll). */
interface LockedDateState {
  /** The sentence: the period and whom to ask. */
  message: string;
  /** The record's own date is locked: its date cannot change either. */
  ownLocked: boolean;
}

/**
 * The attributes of a form's date field while its date lies in a locked pay period
 * (docs/product-rules.md §6, §16): the sentence describes it, and the field closes only when the
 * record's own date is locked; another date frees the form. The report form's 'Datum', an
 * expense's 'Datum' and a trip's 'Avresa'.
 */
export function lockedDateInput(lockedDate: LockedDateState | null, inputId: string, noteId: string, error?: string) {
  if (!lockedDate) return { id: inputId };
  const describedBy = [error ? fieldErrorId(inputId) : null, noteId].filter(Boolean).join(" ");
  return { id: inputId, disabled: lockedDate.ownLocked, "aria-invalid": true, "aria-describedby": describedBy };
}

/** The sentence under the date, said as soon as the date is picked; nothing while the date is free. */
export function LockedDateNote({ id, lockedDate, className }: { id: string; lockedDate: LockedDateState | null; className?: string }) {
  if (!lockedDate) return null;
  return (
    <p id={id} role="alert" className={cn("text-sm font-medium text-destructive", className)}>
      {lockedDate.message}
    </p>
  );
}
