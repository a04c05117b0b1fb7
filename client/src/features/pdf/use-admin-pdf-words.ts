import { useMemo } from "react";
import pdfSv from "@shared/i18n/catalogs/pdf/sv";
import { useLocale, useT } from "@/lib/i18n/runtime";
import { useReportLabels } from "@/lib/i18n/use-labels";
import type { AdminPdfWords } from "./admin-pdf-common";

/** The admin PDFs' words in the active language: what the admin sees, the PDF they make says. */
export function useAdminPdfWords(): AdminPdfWords {
  const t = useT(pdfSv);
  const locale = useLocale();
  const labels = useReportLabels();
  return useMemo(() => ({ t, locale, timeCode: labels.timeCode, state: labels.stateOf }), [t, locale, labels]);
}
