import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type ProjectBody, type ProjectFormValues } from "@shared/validation";
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@shared/domain";
import { fieldErrorId, fieldHintId, FormField, TextField } from "@/components/ui/form-field";
import { labelledOptions, Select, SelectOptions } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

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
  const { errors } = form.formState;
  const ids = { status: useId(), description: useId(), customer: useId(), site: useId() };
  const invalid = (message: string | undefined, id: string) => (message ? { "aria-invalid": true as const, "aria-describedby": fieldErrorId(id) } : {});
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Projektnummer" placeholder="P-2025-001" autoComplete="off" error={errors.projectNumber?.message} {...form.register("projectNumber")} />
      <FormField id={ids.status} label="Status" error={errors.status?.message}>
        <Select id={ids.status} {...invalid(errors.status?.message, ids.status)} {...form.register("status")}>
          <SelectOptions options={labelledOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS)} />
        </Select>
      </FormField>
      <TextField
        label="Projektnamn"
        placeholder="Villa Solsidan, tillbyggnad"
        fieldClassName="sm:col-span-2"
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextField
        label="Beräknade timmar"
        inputMode="decimal"
        placeholder="t.ex. 400"
        hint="Tidsbudget för projektet (valfritt)."
        error={errors.estimatedHours?.message}
        {...form.register("estimatedHours")}
      />
      {customers.length > 0 ? (
        <FormField id={ids.customer} label="Kund (valfritt)" error={errors.customerId?.message}>
          <Select id={ids.customer} {...invalid(errors.customerId?.message, ids.customer)} {...form.register("customerId")}>
            <option value="">Ingen kund</option>
            <SelectOptions options={customers.map((c) => ({ id: c.id, label: c.fullName }))} />
          </Select>
        </FormField>
      ) : (
        <div className="hidden sm:block" aria-hidden="true" />
      )}
      <TextField label="Startdatum" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
      <TextField label="Planerat slutdatum" type="date" error={errors.expectedEndDate?.message} {...form.register("expectedEndDate")} />
      {/* Shown once there are sites, so the select mounts with the project's own among its options, as the customers' does. */}
      {sites.length > 0 ? (
        <FormField
          id={ids.site}
          label="Byggarbetsplats"
          hint="Arbetarna checkar in i personalliggaren på platsen för dagens projekt."
          error={errors.siteId?.message}
          className="sm:col-span-2"
        >
          <Select id={ids.site} aria-describedby={fieldHintId(ids.site)} {...invalid(errors.siteId?.message, ids.site)} {...form.register("siteId")}>
            <option value="">Ingen byggarbetsplats</option>
            <SelectOptions options={sites.map((s) => ({ id: s.id, label: s.name }))} />
          </Select>
        </FormField>
      ) : null}
      <FormField id={ids.description} label="Beskrivning (valfritt)" error={errors.description?.message} className="sm:col-span-2">
        <Textarea id={ids.description} rows={3} {...invalid(errors.description?.message, ids.description)} {...form.register("description")} />
      </FormField>
    </div>
  );
}
