import { useCallback, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { oneYearBefore } from "@shared/dates";
import type { TraktExpense } from "@shared/types";
import { isLocalDateTime } from "@shared/domain";
import type { ExpenseBody } from "@shared/validation";
import { useExpenseRates } from "@/api/settings/get-expense-rates";
import { useLockedDate } from "@/api/payroll/get-locked-periods";
import { LockedDateNote, lockedDateInput } from "@/components/locked-date-note";
import { TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useExpenseSubmit } from "../hooks/use-expense-submit";
import { EXPENSE_TEXTS } from "../lib/expense-texts";
import { expenseResolver } from "../lib/expense-resolver";
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
export function TraktForm({ today, expense = null, draft = null, offline, onDone, onCancel, after }: ExpenseFormProps<TraktExpense>) {
  const id = useId();
  const fromDraft = draft?.body.kind === "trakt" ? draft.body : null;
  const [resolver] = useState(() => expenseResolver<TraktFormValues>(today, { toBody: toTraktBody, fieldOf: traktFieldOf }));
  const form = useForm<TraktFormValues, unknown, ExpenseBody>({ resolver, defaultValues: initialTraktValues(expense ?? fromDraft) });
  const { errors, isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as TraktFormValues;
  const { data: rates } = useExpenseRates();
  const preview = tripPreview(values, rates);
  // The trip's date is its departure's day: in a locked pay period it is said under 'Avresa', and nothing else can be filled in or sent (docs/product-rules.md §6).
  const lockedDate = useLockedDate(isLocalDateTime(values.departAt) ? values.departAt.slice(0, 10) : null, expense?.date ?? null);
  const locked = lockedDate !== null;
  const { send, pending } = useExpenseSubmit({
    expense,
    draft,
    offline,
    onDone,
    onRefused: (error) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS),
  });
  const submit = form.handleSubmit((body) => send(body));
  const resyncProject = useCallback(() => form.setValue("projectId", form.getValues("projectId")), [form]);
  const [min, max] = [`${oneYearBefore(today)}T00:00`, `${today}T23:59`];

  return (
    <ExpenseFormFrame
      kind="trakt"
      editing={expense !== null}
      returnReason={expense?.returnReason}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      dirty={isDirty}
      pending={pending}
      submitLabel={preview?.refusal ? EXPENSE_TEXTS.nothingPaid : undefined}
      submitDisabled={Boolean(preview?.refusal)}
      locked={locked}
      after={after}
    >
      <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        <TextField
          label="Avresa"
          type="datetime-local"
          min={min}
          max={max}
          error={errors.departAt?.message}
          {...lockedDateInput(lockedDate, `${id}-depart`, `${id}-depart-locked`, errors.departAt?.message)}
          {...form.register("departAt")}
        />
        <TextField
          label="Hemkomst"
          type="datetime-local"
          min={min}
          max={max}
          error={errors.returnAt?.message}
          disabled={locked}
          {...form.register("returnAt")}
        />
      </div>
      <LockedDateNote id={`${id}-depart-locked`} lockedDate={lockedDate} className="-mt-3" />
      <fieldset disabled={locked} className="contents">
        <TextField
          label="Resmål"
          autoComplete="off"
          placeholder="t.ex. Bygget i Sundsvall"
          error={errors.destination?.message}
          {...form.register("destination")}
        />
        <YesNoField question="Övernattning" registration={form.register("overnight")} error={errors.overnight?.message} />
        <YesNoField
          question="Mer än 50 km från både hemmet och den vanliga arbetsplatsen"
          registration={form.register("distanceOver50km")}
          error={errors.distanceOver50km?.message}
        />
        <YesNoField question="Logi betald av arbetsgivaren" registration={form.register("lodgingPaid")} error={errors.lodgingPaid?.message} />
        {/* A trip that pays nothing has no meals to reduce: its reason follows the questions at once. */}
        <TripMeals
          dates={preview?.refusal ? [] : tripDates(values)}
          register={form.register}
          error={(errors.meals as { message?: string } | undefined)?.message}
        />
        <TripSummary preview={preview} />
        <ProjectField
          id={`${id}-project`}
          registration={form.register("projectId")}
          own={expense?.project ?? null}
          error={errors.projectId?.message}
          onOptionsChange={resyncProject}
        />
      </fieldset>
    </ExpenseFormFrame>
  );
}
