import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { SiteCompany } from "@shared/types";
import { TextField } from "@/components/ui/form-field";
import { SelectField, SelectOptions } from "@/components/ui/select";
import { fieldsOf } from "@/lib/form-fields";

/** What the inputs hold: always strings; the shared schemas turn "" into null or leave it out. */
export interface PersonFormValues {
  companyId: string;
  fullName: string;
  identityNumber: string;
  id06CardNumber: string;
}

export const PERSON_FIELDS = ["companyId", "fullName", "identityNumber", "id06CardNumber"] as const;

interface PersonFormFieldsProps<T extends FieldValues> {
  form: UseFormReturn<PersonFormValues, unknown, T>;
  companies: readonly SiteCompany[];
  /** On edit: the stored number, masked, which an empty field keeps. */
  savedIdentityNumber?: string;
}

/** The inputs of the person form, for adding and for editing; the dialog owns submit and toasts. */
export function PersonFormFields<T extends FieldValues>({ form, companies, savedIdentityNumber }: PersonFormFieldsProps<T>) {
  const field = fieldsOf(form);
  return (
    <>
      <SelectField label="Företag" {...field("companyId")}>
        <option value="">Välj företag</option>
        <SelectOptions options={companies.map((c) => ({ id: c.id, label: c.name }))} />
      </SelectField>
      <TextField label="Fullständigt namn" autoComplete="off" {...field("fullName")} />
      <TextField
        label="Personnummer"
        autoComplete="off"
        inputMode="numeric"
        hint={savedIdentityNumber ? `Sparat: ${savedIdentityNumber}. Lämna tomt för att behålla det.` : "ÅÅÅÅMMDD-NNNN"}
        {...field("identityNumber")}
      />
      <TextField
        label="ID06-kortnummer (valfritt)"
        autoComplete="off"
        autoCapitalize="characters"
        hint="Numret på personens ID06-kort."
        {...field("id06CardNumber")}
      />
    </>
  );
}
