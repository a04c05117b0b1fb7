import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useForm } from "react-hook-form";
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Lägg till företag</DialogTitle>
          <DialogDescription>Ett annat företag som arbetar på byggarbetsplatsen. Dess personal läggs sedan till under företaget.</DialogDescription>
        </DialogHeader>
        {open ? <CompanyForm siteId={siteId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CompanyForm({ siteId, onDone }: { siteId: string; onDone: () => void }) {
  const form = useForm<CompanyFormValues, unknown, SiteCompanyBody>({
    resolver: zodResolver(siteCompanyBodySchema),
    defaultValues: { name: "", orgNumber: "" },
  });
  const field = fieldsOf(form);
  const mutation = useCreateSiteCompany();

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ siteId, body });
      toast({ title: "Framgång", description: "Företaget har lagts till" });
      onDone();
    } catch (error) {
      if (applyConflictFieldErrors(error, form.setError, FIELDS)) return;
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      const fallback = "Kunde inte lägga till företaget";
      toast({ variant: "destructive", title: "Fel", description: onFields ? fallback : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Företagets namn" autoComplete="off" {...field("name")} />
      <TextField label="Organisationsnummer" autoComplete="off" inputMode="numeric" hint="NNNNNN-NNNN" {...field("orgNumber")} />
      <FormDialogFooter onCancel={onDone} pending={mutation.isPending} pendingText="Sparar...">
        <Plus aria-hidden="true" />
        Lägg till företag
      </FormDialogFooter>
    </form>
  );
}
