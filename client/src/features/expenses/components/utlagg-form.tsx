import { useCallback, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { UtlaggExpense } from "@shared/types";
import type { ExpenseBody } from "@shared/validation";
import { useLockedDate } from "@/api/payroll/get-locked-periods";
import { TextField } from "@/components/ui/form-field";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useExpenseSubmit } from "../hooks/use-expense-submit";
import { expenseResolver } from "../lib/expense-resolver";
import { initialUtlaggValues, toUtlaggBody, withoutStandIns, type UtlaggFormValues } from "../lib/form-values";
import { keptReceipts } from "../lib/offline-expense";
import type { ExpenseFormProps } from "./expense-form-props";
import { ExpenseFormFrame } from "./expense-form-frame";
import { ExpenseDateField } from "./locked-date";
import { ProjectField } from "./project-field";
import { ReceiptSection, type RenderReceiptUploader } from "./receipt-section";

const SERVER_FIELDS = ["date", "amount", "vat", "description", "projectId", "receiptImageUrls"] as const;

/**
 * 'Utlägg' (docs/product-rules.md §16): the receipt first, its camera opened at once on a new
 * one, then what it cost with its VAT, what it was, the day and an optional project. Checked
 * with the server's own rules; a receipt photographed offline goes with it through the queue.
 */
export function UtlaggForm({
  today,
  expense = null,
  draft = null,
  offline,
  onDone,
  onCancel,
  after,
  renderUploader,
}: ExpenseFormProps<UtlaggExpense> & { renderUploader: RenderReceiptUploader }) {
  const id = useId();
  const fromDraft = draft?.body.kind === "utlagg" ? draft.body : null;
  const [resolver] = useState(() =>
    expenseResolver<UtlaggFormValues>(today, { toBody: toUtlaggBody, after: (body, values) => withoutStandIns(body, values.kept) }),
  );
  const form = useForm<UtlaggFormValues, unknown, ExpenseBody>({
    resolver,
    defaultValues: initialUtlaggValues(expense ?? fromDraft, today, draft?.files ?? []),
  });
  const { errors, isSubmitted, isDirty } = form.formState;
  const [paths, kept, date] = useWatch({ control: form.control, name: ["receiptImageUrls", "kept", "date"] });
  // A date in a locked pay period: said under 'Datum', and nothing else can be filled in or sent (docs/product-rules.md §6).
  const lockedDate = useLockedDate(date, expense?.date ?? null);
  const locked = lockedDate !== null;
  const [uploading, setUploading] = useState(false);
  // Asked once, when the form opens: a new utlägg with no receipt yet goes straight to the camera.
  const [openCamera] = useState(() => expense === null && draft === null);
  const { send, pending } = useExpenseSubmit({
    expense,
    draft,
    offline,
    onDone,
    onRefused: (error) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS),
  });
  const submit = form.handleSubmit((body) => send(body, form.getValues("kept")));
  const options = { shouldDirty: true, shouldValidate: isSubmitted };
  const setPaths = (next: string[]) => form.setValue("receiptImageUrls", next, options);
  const setKept = (next: UtlaggFormValues["kept"]) => form.setValue("kept", next, options);
  const resyncProject = useCallback(() => form.setValue("projectId", form.getValues("projectId")), [form]);

  return (
    <ExpenseFormFrame
      kind="utlagg"
      editing={expense !== null}
      returnReason={expense?.returnReason}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      dirty={isDirty}
      pending={pending}
      submitDisabled={uploading}
      locked={locked}
      after={after}
    >
      <fieldset disabled={locked} className="contents">
        <ReceiptSection
          paths={paths}
          kept={kept}
          disabled={pending}
          error={errors.receiptImageUrls?.message}
          onRemovePath={(path) => setPaths(form.getValues("receiptImageUrls").filter((p) => p !== path))}
          onRemoveKept={(receiptId) => setKept(form.getValues("kept").filter((k) => k.id !== receiptId))}
        >
          {renderUploader({
            disabled: pending || uploading,
            openCamera,
            // Read at the moment the upload ends: the worker may have removed one meanwhile.
            onUploaded: (added) => setPaths([...form.getValues("receiptImageUrls"), ...added.filter((p) => !form.getValues("receiptImageUrls").includes(p))]),
            onBusyChange: setUploading,
            onKept: offline && expense === null ? (files) => setKept([...form.getValues("kept"), ...keptReceipts(files)]) : undefined,
          })}
        </ReceiptSection>
        {/* Text, not number: a number input in some browsers turns "249,50" into 24950 without a word. */}
        <div className="grid grid-cols-2 gap-3 [&>*]:min-w-0">
          <TextField
            label="Belopp (kr inkl. moms)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="t.ex. 249,50"
            error={errors.amount?.message}
            {...form.register("amount")}
          />
          <TextField label="Moms (kr)" inputMode="decimal" autoComplete="off" placeholder="t.ex. 49,90" error={errors.vat?.message} {...form.register("vat")} />
        </div>
        <TextField
          label="Vad"
          autoComplete="off"
          placeholder="t.ex. Skruv och plugg, Byggmax"
          error={errors.description?.message}
          {...form.register("description")}
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
