import type { FieldValues, UseFormReturn } from "react-hook-form";
import peopleSv from "@shared/i18n/catalogs/people/sv";
import type { SiteCompany } from "@shared/types";
import { TextField } from "@/components/ui/form-field";
import { SelectField, SelectOptions } from "@/components/ui/select";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";

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
  const t = useT(peopleSv);
  const field = fieldsOf(form);
  return (
    <>
      <SelectField label={t("people.person.company")} {...field("companyId")}>
        <option value="">{t("people.person.chooseCompany")}</option>
        <SelectOptions options={companies.map((c) => ({ id: c.id, label: c.name }))} />
      </SelectField>
      <TextField label={t("people.person.fullName")} autoComplete="off" {...field("fullName")} />
      <TextField
        label={t("people.person.identityNumber")}
        autoComplete="off"
        inputMode="numeric"
        hint={savedIdentityNumber ? t("people.person.identitySaved", { number: savedIdentityNumber }) : t("people.person.identityHint")}
        {...field("identityNumber")}
      />
      <TextField
        label={t("people.person.id06")}
        autoComplete="off"
        autoCapitalize="characters"
        hint={t("people.person.id06Hint")}
        {...field("id06CardNumber")}
      />
    </>
  );
}
