/** The admin PDFs' words in a language, outside React: what `useAdminPdfWords()` gives a screen. */
import { reportState, type TimeCode } from "@shared/domain";
import pdfEn from "@shared/i18n/catalogs/pdf/en";
import pdfPl from "@shared/i18n/catalogs/pdf/pl";
import pdfSv from "@shared/i18n/catalogs/pdf/sv";
import reportEn from "@shared/i18n/catalogs/report/en";
import reportPl from "@shared/i18n/catalogs/report/pl";
import reportSv from "@shared/i18n/catalogs/report/sv";
import type { Locale } from "@shared/i18n/locales";
import { createTranslator } from "@shared/i18n/translate";
import type { TimeReport } from "@shared/types";
import type { Translate } from "@/lib/i18n/runtime";
import type { AdminPdfWords } from "@/features/pdf/admin-pdf-common";

type Loose = (locale: Locale, id: string, values?: Record<string, string | number>) => string;
const pdf = createTranslator({ sv: pdfSv, en: pdfEn, pl: pdfPl }) as Loose;
const report = createTranslator({ sv: reportSv, en: reportEn, pl: reportPl }) as Loose;

export function adminPdfWordsIn(locale: Locale): AdminPdfWords {
  return {
    t: ((id: string, values?: Record<string, string | number>) => pdf(locale, id, values)) as Translate<typeof pdfSv>,
    locale,
    timeCode: (code: TimeCode) => report(locale, `report.code.${code}`),
    state: (r: TimeReport) => report(locale, `report.state.${reportState(r)}`),
  };
}
