import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { PayrollExport } from "@shared/types";
import { reopenPeriodSchema, type ReopenPeriodInput } from "@shared/validation/payroll";
import { useReopenPayrollExport } from "@/api/payroll/reopen-payroll-export";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextareaField } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { periodHeading } from "../lib/period";

interface ReopenDialogProps {
  payrollExport: PayrollExport | null;
  onClose: () => void;
}

/** 'Öppna igen': the reason is kept in the audit log, so it is asked for and checked like the server does. */
export function ReopenDialog({ payrollExport, onClose }: ReopenDialogProps) {
  const t = useT(payrollSv);
  const format = useFormat();
  return (
    <Dialog open={payrollExport !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("payroll.reopen.title")}</DialogTitle>
          <DialogDescription>{payrollExport ? t("payroll.reopen.description", { period: periodHeading(payrollExport, format) }) : null}</DialogDescription>
        </DialogHeader>
        {payrollExport ? <ReopenForm payrollExport={payrollExport} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReopenForm({ payrollExport, onDone }: { payrollExport: PayrollExport; onDone: () => void }) {
  const t = useT(payrollSv);
  const format = useFormat();
  const form = useForm<ReopenPeriodInput>({ resolver: zodResolver(reopenPeriodSchema), defaultValues: { reason: "" } });
  const reopen = useReopenPayrollExport();
  const error = form.formState.errors.reason?.message;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await reopen.mutateAsync({ id: payrollExport.id, body });
      toast({ title: t("payroll.reopen.done"), description: periodHeading(payrollExport, format) });
      onDone();
    } catch (reopenError) {
      toast({ variant: "destructive", title: t("payroll.reopen.failed"), description: errorMessage(reopenError, t("payroll.reopen.tryAgain")) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextareaField label={t("payroll.reopen.reason")} rows={3} error={error} {...form.register("reason")} />
      <FormDialogFooter onCancel={onDone} pending={reopen.isPending} pendingText={t("payroll.reopen.pending")}>
        {t("payroll.exports.reopen")}
      </FormDialogFooter>
    </form>
  );
}
