import type { UseFormReturn } from "react-hook-form";
import { type ProjectBody, type ProjectFormValues } from "@shared/validation";
import { PROJECT_STATUSES, type ProjectStatus } from "@shared/domain";
import { TextField } from "@/components/ui/form-field";
import { labelledOptions, SelectField, SelectOptions } from "@/components/ui/select";
import { TextareaField } from "@/components/ui/textarea";
import { fieldsOf } from "@/lib/form-fields";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";

export interface CustomerOption {
  id: string;
  fullName: string;
}

/** A site of the personalliggare the project may belong to. */
export interface SiteOption {
  id: string;
  name: string;
}

interface ProjectFormFieldsProps {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectBody>;
  customers: readonly CustomerOption[];
  sites: readonly SiteOption[];
}

/** The inputs of the project form; the dialog around them owns submit and toasts. */
export function ProjectFormFields({ form, customers, sites }: ProjectFormFieldsProps) {
  const t = useT(projectsSv);
  const field = fieldsOf(form);
  const statusLabels = Object.fromEntries(PROJECT_STATUSES.map((s) => [s, t(`projects.status.${s}`)])) as Record<ProjectStatus, string>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t("projects.form.number")} placeholder="P-2025-001" autoComplete="off" {...field("projectNumber")} />
      <SelectField label={t("projects.form.status")} {...field("status")}>
        <SelectOptions options={labelledOptions(PROJECT_STATUSES, statusLabels)} />
      </SelectField>
      <TextField label={t("projects.form.title")} placeholder={t("projects.form.titlePlaceholder")} fieldClassName="sm:col-span-2" {...field("title")} />
      <TextField
        label={t("projects.form.estimatedHours")}
        inputMode="decimal"
        placeholder={t("projects.form.estimatedHoursPlaceholder")}
        hint={t("projects.form.estimatedHoursHint")}
        {...field("estimatedHours")}
      />
      {customers.length > 0 ? (
        <SelectField label={t("projects.form.customer")} {...field("customerId")}>
          <option value="">{t("projects.form.noCustomer")}</option>
          <SelectOptions options={customers.map((c) => ({ id: c.id, label: c.fullName }))} />
        </SelectField>
      ) : (
        <div className="hidden sm:block" aria-hidden="true" />
      )}
      <TextField label={t("projects.form.startDate")} type="date" {...field("startDate")} />
      <TextField label={t("projects.form.endDate")} type="date" {...field("expectedEndDate")} />
      {/* Shown once there are sites, so the select mounts with the project's own among its options, as the customers' does. */}
      {sites.length > 0 ? (
        <SelectField label={t("projects.form.site")} hint={t("projects.form.siteHint")} fieldClassName="sm:col-span-2" {...field("siteId")}>
          <option value="">{t("projects.form.noSite")}</option>
          <SelectOptions options={sites.map((s) => ({ id: s.id, label: s.name }))} />
        </SelectField>
      ) : null}
      <TextareaField label={t("projects.form.description")} rows={3} fieldClassName="sm:col-span-2" {...field("description")} />
    </div>
  );
}
