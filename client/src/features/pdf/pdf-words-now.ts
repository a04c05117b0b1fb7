import { reportState, type TimeCode } from "@shared/domain";
import type { TimeReport } from "@shared/types";
import { currentLocale, translatorNow } from "@/lib/i18n/runtime";
import type { AdminPdfWords } from "./admin-pdf-common";

/**
 * A PDF's words in the active language, fetched when the PDF is made: the worker's dashboard
 * does not load the `pdf` area's catalog until its 'Ladda ner PDF' is pressed.
 */
export async function pdfWordsNow(): Promise<AdminPdfWords> {
  const [{ default: pdfSv }, { default: reportSv }] = await Promise.all([import("@shared/i18n/catalogs/pdf/sv"), import("@shared/i18n/catalogs/report/sv")]);
  const [t, report] = await Promise.all([translatorNow(pdfSv), translatorNow(reportSv)]);
  return {
    t,
    locale: currentLocale(),
    timeCode: (code: TimeCode) => report(`report.code.${code}`),
    state: (r: TimeReport) => report(`report.state.${reportState(r)}`),
  };
}
