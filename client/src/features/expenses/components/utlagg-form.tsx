import { useState } from "react";
import { useWatch } from "react-hook-form";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { UtlaggExpense } from "@shared/types";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import { useLocale, useT } from "@/lib/i18n/runtime";
import { useExpenseForm } from "../hooks/use-expense-form";
import { initialUtlaggValues, toUtlaggBody, withoutStandIns, type UtlaggFormValues } from "../lib/form-values";
import { keptReceipts } from "../lib/offline-expense";
import type { ExpenseFormProps } from "./expense-form-props";
import { ExpenseFormFrame } from "./expense-form-frame";
import { DateThenProject } from "./locked-date";
import { ReceiptSection, type RenderReceiptUploader } from "./receipt-section";

const SERVER_FIELDS = ["date", "amount", "vat", "description", "projectId", "receiptImageUrls"] as const;

/**
 * 'Utlägg' (docs/product-rules.md §16): the receipt first, its camera opened at once on a new
 * one, then what it cost with its VAT, what it was, the day and an optional project. Checked
 * with the server's own rules; a receipt photographed offline goes with it through the queue.
 */
export function UtlaggForm({ renderUploader, ...props }: ExpenseFormProps<UtlaggExpense> & { renderUploader: RenderReceiptUploader }) {
  const { expense = null, draft = null, offline } = props;
  const locale = useLocale();
  const { form, frame, pending, locked, dayField, project } = useExpenseForm<"utlagg", UtlaggFormValues>(props, {
    kind: "utlagg",
    resolver: { toBody: toUtlaggBody, after: (body, values) => withoutStandIns(body, values.kept) },
    initialValues: (source) => initialUtlaggValues(source, props.today, draft?.files ?? [], locale),
    serverFields: SERVER_FIELDS,
    dayField: "date",
    keptOf: (values) => values.kept,
  });
  const t = useT(expensesSv);
  const { errors, isSubmitted } = form.formState;
  const field = fieldsOf(form);
  const [paths, kept] = useWatch({ control: form.control, name: ["receiptImageUrls", "kept"] });
  const [uploading, setUploading] = useState(false);
  // Asked once, when the form opens: a new utlägg with no receipt yet goes straight to the camera.
  const [openCamera] = useState(() => expense === null && draft === null);
  const options = { shouldDirty: true, shouldValidate: isSubmitted };
  const setPaths = (next: string[]) => form.setValue("receiptImageUrls", next, options);
  const setKept = (next: UtlaggFormValues["kept"]) => form.setValue("kept", next, options);

  return (
    <ExpenseFormFrame {...frame} submitDisabled={uploading}>
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
            label={t("expenses.utlagg.amount")}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t("expenses.utlagg.amountExample")}
            {...field("amount")}
          />
          <TextField label={t("expenses.utlagg.vat")} inputMode="decimal" autoComplete="off" placeholder={t("expenses.utlagg.vatExample")} {...field("vat")} />
        </div>
        <TextField label={t("expenses.utlagg.what")} autoComplete="off" placeholder={t("expenses.utlagg.whatExample")} {...field("description")} />
      </fieldset>
      <DateThenProject today={props.today} day={dayField} project={project} />
    </ExpenseFormFrame>
  );
}
