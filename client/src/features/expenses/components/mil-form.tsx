import { useCallback, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { MilExpense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { useExpenseRates } from "@/api/settings/get-expense-rates";
import { useLockedDate } from "@/api/payroll/get-locked-periods";
import { TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useExpenseSubmit } from "../hooks/use-expense-submit";
import { expenseResolver } from "../lib/expense-resolver";
import { initialMilValues, typedKm, type MilFormValues } from "../lib/form-values";
import type { ExpenseFormProps } from "./expense-form-props";
import { ExpenseFormFrame } from "./expense-form-frame";
import { ExpenseDateField } from "./locked-date";
import { MileageSum } from "./mileage-sum";
import { ProjectField } from "./project-field";

const SERVER_FIELDS = ["date", "km", "route", "projectId"] as const;

/**
 * 'Milersättning' (docs/product-rules.md §16): a drive in the worker's own car, whole
 * kilometres, route and purpose, the day and an optional project; the kronor show as the
 * kilometres are typed, with the company's rates.
 */
export function MilForm({ today, expense = null, draft = null, offline, onDone, onCancel, after }: ExpenseFormProps<MilExpense>) {
  const id = useId();
  const fromDraft = draft?.body.kind === "mil" ? draft.body : null;
  const [resolver] = useState(() => expenseResolver<MilFormValues>(today, { toBody: (values) => ({ kind: "mil", ...values }) }));
  const form = useForm<MilFormValues, unknown, ExpenseBody>({ resolver, defaultValues: initialMilValues(expense ?? fromDraft, today) });
  const { errors, isDirty } = form.formState;
  const [typed, date] = useWatch({ control: form.control, name: ["km", "date"] });
  const km = typedKm(typed);
  // A date in a locked pay period: said under 'Datum', and nothing else can be filled in or sent (docs/product-rules.md §6).
  const lockedDate = useLockedDate(date, expense?.date ?? null);
  const locked = lockedDate !== null;
  const { data: rates } = useExpenseRates();
  const { send, pending } = useExpenseSubmit({
    expense,
    draft,
    offline,
    onDone,
    onRefused: (error) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS),
  });
  const submit = form.handleSubmit((body) => send(body));
  const resyncProject = useCallback(() => form.setValue("projectId", form.getValues("projectId")), [form]);

  return (
    <ExpenseFormFrame
      kind="mil"
      editing={expense !== null}
      returnReason={expense?.returnReason}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      dirty={isDirty}
      pending={pending}
      locked={locked}
      after={after}
    >
      <fieldset disabled={locked} className="contents">
        <TextField label="Kilometer" inputMode="numeric" autoComplete="off" placeholder="t.ex. 123" error={errors.km?.message} {...form.register("km")} />
        <MileageSum km={km} rates={rates} />
        <TextField
          label="Sträcka och syfte"
          autoComplete="off"
          placeholder="t.ex. Kontoret - Bygget, materialhämtning"
          error={errors.route?.message}
          {...form.register("route")}
        />
      </fieldset>
      <ExpenseDateField id={`${id}-date`} today={today} error={errors.date?.message} lockedDate={lockedDate} registration={form.register("date")} />
      <fieldset disabled={locked} className="contents">
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
