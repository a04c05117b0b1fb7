import type { PayrollSettingKey } from "./payroll";

/**
 * Each setting's Swedish name, as GET /api/settings/payroll names a stored setting that cannot be
 * read (docs/product-rules.md §10); the screens and the errors name it from its key in the
 * reader's language (the `payroll` and `validation` catalogs).
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
