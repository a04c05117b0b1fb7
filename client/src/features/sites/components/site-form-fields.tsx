import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { SiteBody, SiteFormValues } from "@shared/validation";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import { LedgerScopeField } from "./ledger-scope-field";

/** The site form's own inputs; the lists of people and projects and the dialog around them live beside. */
export function SiteFormFields({ form }: { form: UseFormReturn<SiteFormValues, unknown, SiteBody> }) {
  const field = fieldsOf(form);
  const activeId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Namn" placeholder="Kv. Kajen" autoComplete="off" {...field("name")} />
      <TextField label="Adress" placeholder="Hamngatan 4, Västerås" autoComplete="off" {...field("address")} />
      <TextField
        label="Skatteverkets ID"
        autoComplete="off"
        autoCapitalize="characters"
        hint="Byggarbetsplatsens ID från Skatteverket. Kan lämnas tomt tills platsen är anmäld, men ingen kan checka in innan det finns."
        fieldClassName="sm:col-span-2"
        {...field("skvId")}
      />
      <LedgerScopeField {...field("ledgerScope")} />
      <TextField label="Byggherre (valfritt)" placeholder="Brf Kajen" autoComplete="off" {...field("builderName")} />
      <TextField
        label="Byggherrens organisationsnummer (valfritt)"
        placeholder="NNNNNN-NNNN"
        inputMode="numeric"
        autoComplete="off"
        {...field("builderOrgNumber")}
      />
      <TextField label="Startdatum" type="date" {...field("startDate")} />
      <TextField label="Slutdatum (valfritt)" type="date" hint="Tomt: tills vidare." {...field("endDate")} />
      <CheckboxField id={activeId} className="sm:col-span-2" label="Aktiv: tar emot in- och utcheckningar mellan start- och slutdatum" {...field("active")} />
    </div>
  );
}
