import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { SiteBody, SiteFormValues } from "@shared/validation";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import sitesSv from "@shared/i18n/catalogs/sites/sv";
import { useT } from "@/lib/i18n/runtime";
import { LedgerScopeField } from "./ledger-scope-field";

/** The site form's own inputs; the lists of people and projects and the dialog around them live beside. */
export function SiteFormFields({ form }: { form: UseFormReturn<SiteFormValues, unknown, SiteBody> }) {
  const t = useT(sitesSv);
  const field = fieldsOf(form);
  const activeId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t("sites.form.name")} placeholder={t("sites.form.namePlaceholder")} autoComplete="off" {...field("name")} />
      <TextField label={t("sites.form.address")} placeholder={t("sites.form.addressPlaceholder")} autoComplete="off" {...field("address")} />
      <TextField
        label={t("sites.form.skvId")}
        autoComplete="off"
        autoCapitalize="characters"
        hint={t("sites.form.skvIdHint")}
        fieldClassName="sm:col-span-2"
        {...field("skvId")}
      />
      <LedgerScopeField {...field("ledgerScope")} />
      <TextField label={t("sites.form.builder")} placeholder={t("sites.form.builderPlaceholder")} autoComplete="off" {...field("builderName")} />
      <TextField
        label={t("sites.form.builderOrgNumber")}
        placeholder={t("sites.form.orgNumberPlaceholder")}
        inputMode="numeric"
        autoComplete="off"
        {...field("builderOrgNumber")}
      />
      <TextField label={t("sites.form.startDate")} type="date" {...field("startDate")} />
      <TextField label={t("sites.form.endDate")} type="date" hint={t("sites.form.endDateHint")} {...field("endDate")} />
      <CheckboxField id={activeId} className="sm:col-span-2" label={t("sites.form.active")} {...field("active")} />
    </div>
  );
}
