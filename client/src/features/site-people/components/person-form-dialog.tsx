import { zodResolver } from "@hookform/resolvers/zod";
import { Save, UserPlus } from "lucide-react";
import { useForm, type Resolver, type ResolverOptions, type UseFormReturn } from "react-hook-form";
import peopleSv from "@shared/i18n/catalogs/people/sv";
import type { SiteCompany, SitePerson } from "@shared/types";
import { sitePersonBodySchema, sitePersonPatchSchema, type SitePersonBody, type SitePersonPatch } from "@shared/validation/ledger";
import { useCreateSitePerson } from "@/api/sites/create-site-person";
import { useUpdateSitePerson } from "@/api/sites/update-site-person";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { applyConflictFieldErrors } from "../lib/conflict-field-errors";
import { PERSON_FIELDS, PersonFormFields, type PersonFormValues } from "./person-form-fields";

const bodyResolver = zodResolver(sitePersonBodySchema);
const patchResolver = zodResolver(sitePersonPatchSchema);

/** Spelled out so TypeScript compares the field names, which are the same, and not the input types. */
const schemaOptions = (options: ResolverOptions<PersonFormValues>) => ({
  criteriaMode: options.criteriaMode,
  fields: options.fields,
  names: options.names,
  shouldUseNativeValidation: options.shouldUseNativeValidation,
});

const createResolver: Resolver<PersonFormValues, unknown, SitePersonBody> = (values, context, options) => bodyResolver(values, context, schemaOptions(options));

/**
 * The list only has the identity number masked, so the field starts empty and, left empty, is
 * not sent: PATCH keeps what it is not sent (docs/product-rules.md §15).
 */
const editResolver: Resolver<PersonFormValues, unknown, SitePersonPatch> = (values, context, options) => {
  const { identityNumber, ...rest } = values;
  return patchResolver(identityNumber.trim() === "" ? rest : values, context, schemaOptions(options));
};

interface PersonFormDialogProps {
  siteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person to edit, or null for a new one. */
  person: SitePerson | null;
  companies: readonly SiteCompany[];
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

export function PersonFormDialog({ siteId, open, onOpenChange, person, companies, onCloseAutoFocus }: PersonFormDialogProps) {
  const t = useT(peopleSv);
  const onDone = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{person ? t("people.person.editTitle") : t("people.list.add")}</DialogTitle>
          <DialogDescription>{person ? t("people.person.editText", { name: person.fullName }) : t("people.person.addText")}</DialogDescription>
        </DialogHeader>
        {/* Keyed so that each opening starts from the chosen person's values. */}
        {open && person ? <EditPersonForm key={person.id} siteId={siteId} person={person} companies={companies} onDone={onDone} /> : null}
        {open && !person ? <CreatePersonForm siteId={siteId} companies={companies} onDone={onDone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  siteId: string;
  companies: readonly SiteCompany[];
  onDone: () => void;
}

function CreatePersonForm({ siteId, companies, onDone }: FormProps) {
  const t = useT(peopleSv);
  // One company on the site: it is the only answer, so it is chosen already.
  const companyId = companies.length === 1 ? companies[0].id : "";
  const form = useForm<PersonFormValues, unknown, SitePersonBody>({
    resolver: createResolver,
    defaultValues: { companyId, fullName: "", identityNumber: "", id06CardNumber: "" },
  });
  const mutation = useCreateSitePerson();
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ siteId, body });
      toast({ title: t("people.success"), description: t("people.person.added") });
      onDone();
    } catch (error) {
      showError(error, form, t("people.person.addFailed"), t);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PersonFormFields form={form} companies={companies} />
      <FormDialogFooter onCancel={onDone} pending={mutation.isPending} pendingText={t("people.saving")}>
        <UserPlus aria-hidden="true" />
        {t("people.list.add")}
      </FormDialogFooter>
    </form>
  );
}

function EditPersonForm({ siteId, person, companies, onDone }: FormProps & { person: SitePerson }) {
  const t = useT(peopleSv);
  const form = useForm<PersonFormValues, unknown, SitePersonPatch>({
    resolver: editResolver,
    defaultValues: { companyId: person.companyId, fullName: person.fullName, identityNumber: "", id06CardNumber: person.id06CardNumber ?? "" },
  });
  const mutation = useUpdateSitePerson();
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await mutation.mutateAsync({ siteId, personId: person.id, body });
      toast({ title: t("people.success"), description: t("people.person.updated") });
      onDone();
    } catch (error) {
      showError(error, form, t("people.person.updateFailed"), t);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PersonFormFields form={form} companies={companies} savedIdentityNumber={person.identityNumber} />
      <FormDialogFooter onCancel={onDone} pending={mutation.isPending} pendingText={t("people.saving")}>
        <Save aria-hidden="true" />
        {t("people.person.save")}
      </FormDialogFooter>
    </form>
  );
}

/** A taken identity number under its field; a 400's field messages under theirs; anything else in a toast. */
function showError<T extends SitePersonPatch>(
  error: unknown,
  form: UseFormReturn<PersonFormValues, unknown, T>,
  fallback: string,
  t: Translate<typeof peopleSv>,
): void {
  if (applyConflictFieldErrors(error, form.setError, PERSON_FIELDS)) return;
  const onFields = applyServerFieldErrors(error, form.setError, PERSON_FIELDS);
  toast({ variant: "destructive", title: t("people.error"), description: onFields ? fallback : errorMessage(error, fallback) });
}
