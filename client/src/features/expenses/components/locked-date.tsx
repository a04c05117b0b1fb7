import type { UseFormRegisterReturn } from "react-hook-form";
import { oneYearBefore } from "@shared/dates";
import type { LockedDate } from "@/api/payroll/get-locked-periods";
import { fieldErrorId, TextField } from "@/components/ui/form-field";

/**
 * The attributes of an expense form's date field ('Datum', the trip's 'Avresa') while its date
 * lies in a locked pay period (docs/product-rules.md §6, §16): the sentence describes it, and the
 * field closes only when the expense's own date is locked; another date frees the form.
 */
export function lockedDateInput(lockedDate: LockedDate | null, inputId: string, noteId: string, error?: string) {
  if (!lockedDate) return { id: inputId };
  const describedBy = [error ? fieldErrorId(inputId) : null, noteId].filter(Boolean).join(" ");
  return { id: inputId, disabled: lockedDate.ownLocked, "aria-invalid": true, "aria-describedby": describedBy };
}

/** The sentence under the date: the period and whom to ask, said as soon as the date is picked. */
export function LockedDateNote({ id, lockedDate }: { id: string; lockedDate: LockedDate | null }) {
  if (!lockedDate) return null;
  return (
    <p id={id} role="alert" className="-mt-3 text-sm font-medium text-destructive">
      {lockedDate.message}
    </p>
  );
}

interface ExpenseDateFieldProps {
  id: string;
  today: string;
  error?: string;
  lockedDate: LockedDate | null;
  registration: UseFormRegisterReturn;
}

/** 'Datum' of an utlägg or a drive: a day of the last year, and under it the sentence of a locked period. */
export function ExpenseDateField({ id, today, error, lockedDate, registration }: ExpenseDateFieldProps) {
  return (
    <>
      <TextField
        label="Datum"
        type="date"
        min={oneYearBefore(today)}
        max={today}
        error={error}
        {...lockedDateInput(lockedDate, id, `${id}-locked`, error)}
        {...registration}
      />
      <LockedDateNote id={`${id}-locked`} lockedDate={lockedDate} />
    </>
  );
}
