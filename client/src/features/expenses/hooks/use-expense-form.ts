import { useCallback, useId, useState, type FormEvent } from "react";
import { useForm, useWatch, type DefaultValues, type FieldPath, type FieldValues, type UseFormRegisterReturn } from "react-hook-form";
import type { ExpenseKind } from "@shared/domain";
import type { Expense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { useLockedDate, type LockedDate } from "@/api/payroll/get-locked-periods";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { fieldsOf } from "@/lib/form-fields";
import type { ExpenseFormProps } from "../components/expense-form-props";
import { expenseResolver, type ExpenseResolverOptions } from "../lib/expense-resolver";
import type { KeptReceipt } from "../lib/offline-expense";
import { useExpenseSubmit } from "./use-expense-submit";

type ExpenseOf<K extends ExpenseKind> = Extract<Expense, { kind: K }>;
type BodyOf<K extends ExpenseKind> = Extract<ExpenseBody, { kind: K }>;

/** Every form has the optional project. */
type ExpenseFormValues = FieldValues & { projectId: string };

export interface ExpenseFormSetup<K extends ExpenseKind, V extends ExpenseFormValues> {
  kind: K;
  resolver: ExpenseResolverOptions<V>;
  /** The first values: of the sent or queued expense being changed, or of a new one (null). */
  initialValues: (source: ExpenseOf<K> | BodyOf<K> | null) => DefaultValues<V>;
  /** The fields whose messages from the server go under the form's own fields. */
  serverFields: readonly FieldPath<V>[];
  /** The field that gives the expense its day: in a locked pay period it is said there, and the rest is disabled (docs/product-rules.md §6). */
  dayField: FieldPath<V>;
  /** The day (`YYYY-MM-DD`) of the day field's value, when it is not the value itself (a trip's departure). */
  dayOf?: (value: unknown) => string | null;
  /** Receipts kept on the phone, sent along with the body (an utlägg's photos taken offline). */
  keptOf?: (values: V) => KeptReceipt[];
}

/** The day field's parts for the locked-date sentence under it. */
export interface ExpenseDayField {
  id: string;
  error?: string;
  lockedDate: LockedDate | null;
  registration: UseFormRegisterReturn;
}

/**
 * The wiring the three expense forms share (docs/product-rules.md §16): the form checked by the
 * server's own schema, its first values, the locked pay period of its day, the send (online or
 * queued) with the server's field messages under the fields, and the props of the page around
 * it and of 'Projekt (valfritt)'. Each form keeps only its own fields.
 */
export function useExpenseForm<K extends ExpenseKind, V extends ExpenseFormValues>(props: ExpenseFormProps<ExpenseOf<K>>, setup: ExpenseFormSetup<K, V>) {
  const { today, expense = null, draft = null, offline, onDone, onCancel, after } = props;
  const id = useId();
  const [resolver] = useState(() => expenseResolver<V>(today, setup.resolver));
  const fromDraft = draft?.body.kind === setup.kind ? (draft.body as BodyOf<K>) : null;
  const form = useForm<V, unknown, ExpenseBody>({ resolver, defaultValues: setup.initialValues(expense ?? fromDraft) });
  const { isDirty } = form.formState;
  const day = useWatch({ control: form.control, name: setup.dayField });
  const lockedDate = useLockedDate(setup.dayOf ? setup.dayOf(day) : day, expense?.date ?? null);
  const { send, pending } = useExpenseSubmit({
    expense,
    draft,
    offline,
    onDone,
    onRefused: (error) => applyServerFieldErrors(error, form.setError, setup.serverFields),
  });
  const submit = form.handleSubmit((body) => send(body, setup.keptOf?.(form.getValues())));
  // A select cannot show a value it has no option for: set the chosen project again once the options have come.
  const resyncProject = useCallback(() => form.setValue("projectId" as FieldPath<V>, form.getValues("projectId" as FieldPath<V>)), [form]);
  const field = fieldsOf(form);

  const frame = {
    kind: setup.kind,
    editing: expense !== null,
    returnReason: expense?.returnReason,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    onCancel,
    dirty: isDirty,
    pending,
    locked: lockedDate !== null,
    after,
  };
  const { error: dayError, ...dayRegistration } = field(setup.dayField);
  const dayField: ExpenseDayField = { id: `${id}-${setup.dayField}`, error: dayError, lockedDate, registration: dayRegistration };
  const { error: projectError, ...projectRegistration } = field("projectId" as FieldPath<V>);
  const project = {
    id: `${id}-project`,
    registration: projectRegistration,
    own: expense?.project ?? null,
    error: projectError,
    onOptionsChange: resyncProject,
  };
  return { form, pending, locked: frame.locked, frame, dayField, project };
}
