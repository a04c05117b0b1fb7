import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
import peopleSv from "@shared/i18n/catalogs/people/sv";
import { siteCompanyBodySchema, type SiteCompanyBody } from "@shared/validation/ledger";
import { useCreateSiteCompany } from "@/api/sites/create-site-company";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { TextField } from "@/components/ui/form-field";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";
import { applyConflictFieldErrors } from "../lib/conflict-field-errors";

const FIELDS = ["name", "orgNumber"] as const;

interface CompanyFormValues {
  name: string;
  orgNumber: string;
}

interface CompanyFormDialogProps {
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

/** 'Lägg till företag': another company working on the site, by name and org number. */
export function CompanyFormDialog({ siteId, open, onOpenChange, onCloseAutoFocus }: CompanyFormDialogProps) {
  const t = useT(peopleSv);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t("people.companies.add")}</DialogTitle>
          <DialogDescription>{t("people.company.text")}</DialogDescription>
        </DialogHeader>
        {open ? <CompanyForm siteId={siteId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CompanyForm({ siteId, onDone }: { siteId: string; onDone: () => void }) {
  const t = useT(peopleSv);
  const form = useForm<CompanyFormValues, unknown, SiteCompanyBody>({
    resolver: zodResolver(siteCompanyBodySchema),
    defaultValues: { name: "", orgNumber: "" },
  });
  const field = fieldsOf(form);
  const mutation = useCreateSiteCompany();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ siteId, body });
      toast({ title: t("people.success"), description: t("people.company.added") });
      onDone();
    } catch (error) {
      if (applyConflictFieldErrors(error, form.setError, FIELDS)) return;
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      const fallback = t("people.company.addFailed");
      toast({ variant: "destructive", title: t("people.error"), description: onFields ? fallback : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label={t("people.company.name")} autoComplete="off" {...field("name")} />
      <TextField
        label={t("people.company.orgNumber")}
        autoComplete="off"
        inputMode="numeric"
        hint={t("people.company.orgNumberHint")}
        {...field("orgNumber")}
      />
      <FormDialogFooter onCancel={onDone} pending={mutation.isPending} pendingText={t("people.saving")}>
        <Plus aria-hidden="true" />
        {t("people.companies.add")}
      </FormDialogFooter>
    </form>
  );
}
