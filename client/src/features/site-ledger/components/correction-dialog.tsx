import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useCreateCorrection } from "@/api/sites/create-correction";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useT } from "@/lib/i18n/runtime";
import { useLedgerWords } from "@/lib/ledger/use-ledger-words";
import { asksShowing, correctionBody, correctionDefaults, correctionFormSchema, type CorrectionChoice } from "../lib/correction-form";
import type { EntryRow } from "@/lib/ledger/entry-groups";
import { entrySummary } from "@/lib/ledger/ledger-format";
import { fieldsOf } from "@/lib/form-fields";
import { ClockShowingField } from "@/components/ledger/clock-showing-field";
import { ChoiceField } from "./correction-choice";
import { CorrectionReasonField, FormServerError } from "./correction-reason";

interface CorrectionDialogProps {
  siteId: string;
  /** The line whose 'Rätta' was tapped; null while closed. */
  row: EntryRow | null;
  onClose: () => void;
}

/**
 * 'Rätta' (docs/product-rules.md §15): a new time, a forgotten check-out, or striking the entry,
 * always with a reason of 10–500 characters. The entry itself never changes: the server adds
 * a correction beside it. The form is mounted per opening, so nothing typed carries over.
 */
export function CorrectionDialog({ siteId, row, onClose }: CorrectionDialogProps) {
  const mutation = useCreateCorrection();
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent className="max-w-md">
        {row ? <CorrectionForm siteId={siteId} row={row} pending={mutation.isPending} send={mutation.mutateAsync} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  siteId: string;
  row: EntryRow;
  pending: boolean;
  send: ReturnType<typeof useCreateCorrection>["mutateAsync"];
  onClose: () => void;
}

const isChoice = (value: string): value is CorrectionChoice => value === "time" || value === "out" || value === "void";

function CorrectionForm({ siteId, row, pending, send, onClose }: FormProps) {
  const t = useT(siteSv);
  const words = useLedgerWords();
  const id = useId();
  const { entry } = row;
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(correctionFormSchema), defaultValues: correctionDefaults(entry) });
  const [choice, reason, date, time] = useWatch({ control: form.control, name: ["choice", "reason", "date", "time"] });
  const { errors } = form.formState;
  const field = fieldsOf(form);
  const pickChoice = (next: CorrectionChoice) => {
    // A forgotten check-out has its own time: the check-in's would be wrong in every case.
    const defaults = correctionDefaults(entry);
    form.setValue("time", next === "out" ? "" : defaults.time);
    form.setValue("date", defaults.date);
    // The entry's own showing of a repeated time; a new time is its first showing until chosen otherwise.
    form.setValue("showing", next === "out" ? "first" : defaults.showing);
  };
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send({ siteId, entryId: entry.id, body: correctionBody(values) });
      toast({ title: t("site.correct.saved"), description: t("site.correct.savedText") });
      onClose();
    } catch (failure) {
      let onField = applyServerFieldErrors(failure, form.setError, ["reason"]);
      if (failure instanceof ApiError && failure.fieldErrors.occurredAt) {
        form.setError("time", { type: "server", message: failure.fieldErrors.occurredAt });
        onField = true;
      }
      // A message under its field is said once: the box above the buttons is for what belongs to no field.
      setServerError(onField ? null : errorMessage(failure, t("site.correct.failed")));
    }
  });
  const reasonId = `${id}-reason`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t("site.correct.title")}</DialogTitle>
        <DialogDescription>{entrySummary(entry, words.kind)}</DialogDescription>
      </DialogHeader>
      <ChoiceField
        register={form.register("choice", { onChange: (e: { target: { value: string } }) => isChoice(e.target.value) && pickChoice(e.target.value) })}
        canAddCheckOut={row.canAddCheckOut}
      />
      {choice === "void" ? (
        <p className="text-sm text-muted-foreground">{t("site.correct.voidText")}</p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 [&>*]:min-w-0">
            <TextField label={t("site.correct.date")} type="date" {...field("date")} />
            <TextField label={choice === "out" ? t("site.correct.checkedOut") : t("site.correct.newTime")} type="time" step={1} {...field("time")} />
          </div>
          {asksShowing(date, time) ? <ClockShowingField time={time} registration={form.register("showing")} /> : null}
        </>
      )}
      <CorrectionReasonField id={reasonId} error={errors.reason?.message} length={reason.length} registration={form.register("reason")} />
      <FormServerError message={serverError} />
      <FormDialogFooter onCancel={onClose} pending={pending} pendingText={t("site.correct.saving")}>
        {t("site.correct.save")}
      </FormDialogFooter>
    </form>
  );
}
