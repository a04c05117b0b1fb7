import type { PayrollSettingKey } from "./payroll";

/**
 * Each setting's Swedish name, as the messages about a stored setting that cannot be read say it
 * (docs/product-rules.md §10) and the settings screen shows it.
 */
export const PAYROLL_SETTING_NAMES: Record<PayrollSettingKey, string> = {
  companyName: "Företagsnamn",
  orgNumber: "Organisationsnummer",
  overtimeRule: "Övertidsregel",
  limits: "Arbetstidsgränser",
  dailyNormHours: "Ordinarie tid per dag",
  codeMap: "Lönekoder",
  mileageRate: "Milersättning",
  mileageTaxFree: "Skattefri milersättning",
  allowanceFull: "Traktamente heldag",
  allowanceNight: "Nattraktamente",
  mealShares: "Måltidsavdrag",
  approvalRequired: "Arbetsledarens godkännande",
};

/** What the settings screen says of a stored setting that cannot be read, shown above with its default. */
export const unreadableSettingNotice = (name: string) =>
  `Den sparade inställningen ${name} kan inte läsas och visas med sitt förval. Kontrollera den och spara – tills dess stoppas det som behöver den.`;
