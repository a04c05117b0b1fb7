/** The overtime journal's words in a language, outside React: for the tests that read its PDF back. */
import payrollEn from "@shared/i18n/catalogs/payroll/en";
import payrollPl from "@shared/i18n/catalogs/payroll/pl";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { loadDateNames } from "@shared/i18n/date-names";
import type { Locale } from "@shared/i18n/locales";
import { createTranslator } from "@shared/i18n/translate";
import type { Translate } from "@/lib/i18n/runtime";
import type { JournalWords } from "@/features/overtime-journal/lib/journal-format";

const translate = createTranslator({ sv: payrollSv, en: payrollEn, pl: payrollPl });

/** The `payroll` area's texts in `locale`, as `useT(payrollSv)` gives them to a screen. */
function payrollT(locale: Locale): Translate<typeof payrollSv> {
  const run = translate as (locale: Locale, id: string, values?: Record<string, string | number>) => string;
  return ((id: string, values?: Record<string, string | number>) => run(locale, id, values)) as Translate<typeof payrollSv>;
}

export async function journalWordsIn(locale: Locale): Promise<JournalWords> {
  const names = await loadDateNames(locale);
  return { t: payrollT(locale), locale, months: names.monthsStandalone };
}
