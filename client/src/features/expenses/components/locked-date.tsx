import { oneYearBefore } from "@shared/dates";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import { LockedDateNote, lockedDateInput } from "@/components/locked-date-note";
import { TextField } from "@/components/ui/form-field";
import { useT } from "@/lib/i18n/runtime";
import type { ExpenseDayField } from "../hooks/use-expense-form";
import { ProjectField, type ProjectFieldProps } from "./project-field";

interface DateThenProjectProps {
  today: string;
  day: ExpenseDayField;
  project: ProjectFieldProps;
}

/**
 * 'Datum' of an utlägg or a drive, a day of the last year with the sentence of a locked period
 * under it, and then 'Projekt (valfritt)', disabled with the other fields while the day is locked.
 */
export function DateThenProject({ today, day: { id, error, lockedDate, registration }, project }: DateThenProjectProps) {
  const t = useT(expensesSv);
  return (
    <>
      <TextField
        label={t("expenses.form.date")}
        type="date"
        min={oneYearBefore(today)}
        max={today}
        error={error}
        {...lockedDateInput(lockedDate, id, `${id}-locked`, error)}
        {...registration}
      />
      <LockedDateNote id={`${id}-locked`} lockedDate={lockedDate} className="-mt-3" />
      <fieldset disabled={lockedDate !== null} className="contents">
        <ProjectField {...project} />
      </fieldset>
    </>
  );
}
