import type { UseFormRegisterReturn } from "react-hook-form";
import { oneYearBefore } from "@shared/dates";
import type { LockedDate } from "@/api/payroll/get-locked-periods";
import { LockedDateNote, lockedDateInput } from "@/components/locked-date-note";
import { TextField } from "@/components/ui/form-field";

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
      <LockedDateNote id={`${id}-locked`} lockedDate={lockedDate} className="-mt-3" />
    </>
  );
}
