import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useCreateCorrection } from "@/api/sites/create-correction";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";
import { stockholmParts } from "@/lib/ledger/ledger-format";
import { asksShowing, correctionBody, correctionFormSchema } from "../lib/correction-form";
import { ClockShowingField } from "@/components/ledger/clock-showing-field";
import { CorrectionReasonField, FormServerError } from "./correction-reason";

interface LeftAtFormProps {
  siteId: string;
  /** The check-in the check-out is added to. */
  entryId: string;
  name: string;
  /** When the person checked in (ISO): the date the form starts from. */
  since: string;
  onDone: () => void;
}

/**
 * A check-out after more than 12 hours (docs/product-rules.md §15): never 'now', but the time
 * the person left, sent as the correction that adds a forgotten check-out to the check-in, with
 * a reason. The server refuses a plain 'Checka ut' of such a stay.
 */
export function LeftAtForm({ siteId, entryId, name, since, onDone }: LeftAtFormProps) {
  const t = useT(siteSv);
  const id = useId();
  const mutation = useCreateCorrection();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(correctionFormSchema),
    defaultValues: { choice: "out" as const, date: stockholmParts(since).date, time: "", showing: "first" as const, reason: "" },
  });
  const [reason, date, time] = useWatch({ control: form.control, name: ["reason", "date", "time"] });
  const field = fieldsOf(form);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync({ siteId, entryId, body: correctionBody(values) });
      toast({ title: t("site.leftAt.done", { name }), description: t("site.leftAt.doneText") });
      onDone();
    } catch (failure) {
      applyServerFieldErrors(failure, form.setError, ["reason"]);
      if (failure instanceof ApiError && failure.fieldErrors.occurredAt) form.setError("time", { type: "server", message: failure.fieldErrors.occurredAt });
      setServerError(errorMessage(failure, t("site.leftAt.failed")));
    }
  });
  const reasonId = `${id}-reason`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t("site.leftAt.label", { name })}>
      <p role="status" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm font-medium">
        {t("site.leftAt.needsTime", { name })}
      </p>
      <div className="grid grid-cols-2 gap-3 [&>*]:min-w-0">
        <TextField label={t("site.correct.date")} type="date" {...field("date")} />
        <TextField label={t("site.leftAt.left")} type="time" step={1} {...field("time")} />
      </div>
      {asksShowing(date, time) ? <ClockShowingField time={time} registration={form.register("showing")} /> : null}
      <CorrectionReasonField id={reasonId} error={errors.reason?.message} length={reason.length} registration={form.register("reason")} />
      <FormServerError message={serverError} />
      <FormDialogFooter onCancel={onDone} pending={mutation.isPending} pendingText={t("site.correct.saving")}>
        {t("site.register.checkOut")}
      </FormDialogFooter>
    </form>
  );
}
