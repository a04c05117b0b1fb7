import type { UseFormReturn } from "react-hook-form";
import { type ProjectBody, type ProjectFormValues } from "@shared/validation";
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@shared/domain";
import { TextField } from "@/components/ui/form-field";
import { labelledOptions, SelectField, SelectOptions } from "@/components/ui/select";
import { TextareaField } from "@/components/ui/textarea";
import { fieldsOf } from "@/lib/form-fields";

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
  const field = fieldsOf(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Projektnummer" placeholder="P-2025-001" autoComplete="off" {...field("projectNumber")} />
      <SelectField label="Status" {...field("status")}>
        <SelectOptions options={labelledOptions(PROJECT_STATUSES, PROJECT_STATUS_LABELS)} />
      </SelectField>
      <TextField label="Projektnamn" placeholder="Villa Solsidan, tillbyggnad" fieldClassName="sm:col-span-2" {...field("title")} />
      <TextField
        label="Beräknade timmar"
        inputMode="decimal"
        placeholder="t.ex. 400"
        hint="Tidsbudget för projektet (valfritt)."
        {...field("estimatedHours")}
      />
      {customers.length > 0 ? (
        <SelectField label="Kund (valfritt)" {...field("customerId")}>
          <option value="">Ingen kund</option>
          <SelectOptions options={customers.map((c) => ({ id: c.id, label: c.fullName }))} />
        </SelectField>
      ) : (
        <div className="hidden sm:block" aria-hidden="true" />
      )}
      <TextField label="Startdatum" type="date" {...field("startDate")} />
      <TextField label="Planerat slutdatum" type="date" {...field("expectedEndDate")} />
      {/* Shown once there are sites, so the select mounts with the project's own among its options, as the customers' does. */}
      {sites.length > 0 ? (
        <SelectField
          label="Byggarbetsplats"
          hint="Arbetarna checkar in i personalliggaren på platsen för dagens projekt."
          fieldClassName="sm:col-span-2"
          {...field("siteId")}
        >
          <option value="">Ingen byggarbetsplats</option>
          <SelectOptions options={sites.map((s) => ({ id: s.id, label: s.name }))} />
        </SelectField>
      ) : null}
      <TextareaField label="Beskrivning (valfritt)" rows={3} fieldClassName="sm:col-span-2" {...field("description")} />
    </div>
  );
}
