import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { siteBodySchema, type SiteBody, type SiteFormValues } from "@shared/validation";
import type { Site } from "@shared/types";
import { useCreateSite } from "@/api/sites/create-site";
import { useUpdateSite } from "@/api/sites/update-site";
import { PickListField } from "@/components/pick-list-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { SitePeopleAndProjects } from "../hooks/use-site-people-and-projects";
import { changedSiteFields, SITE_FORM_FIELDS, toSiteFormValues } from "../lib/site-form-values";
import sitesSv from "@shared/i18n/catalogs/sites/sv";
import { useT } from "@/lib/i18n/runtime";
import { SiteFormFields } from "./site-form-fields";

interface SiteFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The site to edit, or null for a new one. */
  site: Site | null;
  people: SitePeopleAndProjects;
  /** Another site's name by id, to say which site a project would move from. */
  siteName: (id: string) => string | undefined;
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

export function SiteFormDialog({ open, onOpenChange, site, onCloseAutoFocus, ...lists }: SiteFormDialogProps) {
  const t = useT(sitesSv);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t(site ? "sites.form.editTitle" : "sites.form.newTitle")}</DialogTitle>
          <DialogDescription>{site ? t("sites.form.editDescription", { name: site.name }) : t("sites.form.newDescription")}</DialogDescription>
        </DialogHeader>
        {/* Keyed so that each opening starts from the chosen site's values. */}
        {open ? <SiteForm key={site?.id ?? "new"} site={site} {...lists} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

interface SiteFormProps extends Pick<SiteFormDialogProps, "site" | "people" | "siteName"> {
  onDone: () => void;
}

function SiteForm({ site, people, siteName, onDone }: SiteFormProps) {
  const t = useT(sitesSv);
  const form = useForm<SiteFormValues, unknown, SiteBody>({ resolver: zodResolver(siteBodySchema), defaultValues: toSiteFormValues(site) });
  const createMutation = useCreateSite();
  const updateMutation = useUpdateSite();
  const pending = createMutation.isPending || updateMutation.isPending;
  const { errors } = form.formState;
  const responsibleIds = form.watch("responsibleIds") ?? [];
  const projectIds = form.watch("projectIds") ?? [];

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (site) {
        const patch = changedSiteFields(site, body);
        if (Object.keys(patch).length === 0) {
          toast({ title: t("sites.form.noChanges"), description: t("sites.form.unchanged", { name: site.name }) });
        } else {
          await updateMutation.mutateAsync({ id: site.id, body: patch });
          toast({ title: t("sites.form.success"), description: t("sites.form.updated") });
        }
      } else {
        await createMutation.mutateAsync(body);
        toast({ title: t("sites.form.success"), description: t("sites.form.created") });
      }
      onDone();
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, SITE_FORM_FIELDS);
      const fallback = t(site ? "sites.form.updateFailed" : "sites.form.createFailed");
      toast({ variant: "destructive", title: t("sites.form.error"), description: onFields ? fallback : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <SiteFormFields form={form} />
      <PickListField
        legend={t("sites.form.responsible")}
        hint={t("sites.form.responsibleHint")}
        emptyText={t("sites.form.noWorkers")}
        options={people.responsibleOptions(site)}
        selected={responsibleIds}
        onChange={(ids) => form.setValue("responsibleIds", ids, { shouldDirty: true })}
        error={errors.responsibleIds?.message}
      />
      <PickListField
        legend={t("sites.form.projects")}
        hint={t("sites.form.projectsHint")}
        emptyText={t("sites.form.noProjects")}
        options={people.projectOptions(site, siteName)}
        selected={projectIds}
        onChange={(ids) => form.setValue("projectIds", ids, { shouldDirty: true })}
        error={errors.projectIds?.message}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} pendingText={t("sites.form.pending")}>
        <Save aria-hidden="true" />
        {t(site ? "sites.form.save" : "sites.form.create")}
      </FormDialogFooter>
    </form>
  );
}
