import { useWatch } from "react-hook-form";
import { oneYearBefore } from "@shared/dates";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { TraktExpense } from "@shared/types";
import { isLocalDateTime } from "@shared/domain";
import { useExpenseRates } from "@/api/settings/get-expense-rates";
import { LockedDateNote, lockedDateInput } from "@/components/locked-date-note";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";
import { useExpenseForm } from "../hooks/use-expense-form";
import { initialTraktValues, toTraktBody, traktFieldOf, tripDates, tripPreview, type TraktFormValues } from "../lib/trip-form";
import type { ExpenseFormProps } from "./expense-form-props";
import { ExpenseFormFrame } from "./expense-form-frame";
import { ProjectField } from "./project-field";
import { TripMeals } from "./trip-meals";
import { TripSummary } from "./trip-summary";
import { YesNoField } from "./yes-no-field";

const SERVER_FIELDS = ["departAt", "returnAt", "destination", "overnight", "distanceOver50km", "lodgingPaid", "meals", "projectId"] as const;

/**
 * 'Traktamente' (docs/product-rules.md §16): departure and return with their times, where, the
 * two conditions as yes/no questions, whether the employer paid the lodging, and the free
 * meals of each trip day. As it is typed it shows the days and kronor, or why the trip pays
 * nothing; such a trip cannot be sent, and the button says so.
 */
export function TraktForm(props: ExpenseFormProps<TraktExpense>) {
  const { form, frame, locked, dayField, project } = useExpenseForm<"trakt", TraktFormValues>(props, {
    kind: "trakt",
    resolver: { toBody: toTraktBody, fieldOf: traktFieldOf },
    initialValues: initialTraktValues,
    serverFields: SERVER_FIELDS,
    // The trip's date is its departure's day: a locked pay period is said under 'Avresa'.
    dayField: "departAt",
    dayOf: (departAt) => (isLocalDateTime(departAt) ? departAt.slice(0, 10) : null),
  });
  const t = useT(expensesSv);
  const { errors } = form.formState;
  const field = fieldsOf(form);
  const values = useWatch({ control: form.control }) as TraktFormValues;
  const { data: rates } = useExpenseRates();
  const preview = tripPreview(values, rates);
  const [min, max] = [`${oneYearBefore(props.today)}T00:00`, `${props.today}T23:59`];

  return (
    <ExpenseFormFrame {...frame} submitLabel={preview?.refusal ? t("expenses.form.nothingPaid") : undefined} submitDisabled={Boolean(preview?.refusal)}>
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          label={t("expenses.trakt.depart")}
          type="datetime-local"
          min={min}
          max={max}
          error={dayField.error}
          {...lockedDateInput(dayField.lockedDate, dayField.id, `${dayField.id}-locked`, dayField.error)}
          {...dayField.registration}
        />
        <TextField label={t("expenses.trakt.return")} type="datetime-local" min={min} max={max} disabled={locked} {...field("returnAt")} />
      </div>
      <LockedDateNote id={`${dayField.id}-locked`} lockedDate={dayField.lockedDate} className="-mt-3" />
      <fieldset disabled={locked} className="contents">
        <TextField label={t("expenses.trakt.destination")} autoComplete="off" placeholder={t("expenses.trakt.destinationExample")} {...field("destination")} />
        <YesNoField question={t("expenses.trakt.overnight")} {...field("overnight")} />
        <YesNoField question={t("expenses.trakt.far")} {...field("distanceOver50km")} />
        <YesNoField question={t("expenses.trakt.lodgingPaid")} {...field("lodgingPaid")} />
        {/* A trip that pays nothing has no meals to reduce: its reason follows the questions at once. */}
        <TripMeals
          dates={preview?.refusal ? [] : tripDates(values)}
          register={form.register}
          error={(errors.meals as { message?: string } | undefined)?.message}
        />
        <TripSummary preview={preview} />
        <ProjectField {...project} />
      </fieldset>
    </ExpenseFormFrame>
  );
}
