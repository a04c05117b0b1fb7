/** A pay line's words in a language, outside React: what `usePayLineWords()` gives a screen. */
import expensesEn from "@shared/i18n/catalogs/expenses/en";
import expensesPl from "@shared/i18n/catalogs/expenses/pl";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { Locale } from "@shared/i18n/locales";
import { createTranslator } from "@shared/i18n/translate";
import type { PayLineWords } from "@/lib/pay-line-text";

type Loose = (locale: Locale, id: string, values?: Record<string, string | number>) => string;
const expenses = createTranslator({ sv: expensesSv, en: expensesEn, pl: expensesPl }) as Loose;

export function payLineWordsIn(locale: Locale): PayLineWords {
  return {
    locale,
    label: (code) => expenses(locale, `expenses.payCode.${code}`),
    quantity: (unit, count, n) => expenses(locale, `expenses.unit.${unit}`, { count, n }),
  };
}
