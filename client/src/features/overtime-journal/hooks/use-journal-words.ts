import { useMemo } from "react";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { currentDateNames, useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { JournalWords } from "../lib/journal-format";

/** The journal's words in the active language, for the screen and the PDF it makes. */
export function useJournalWords(): JournalWords {
  const t = useT(payrollSv);
  const { locale } = useFormat();
  const months = currentDateNames().monthsStandalone;
  return useMemo(() => ({ t, locale, months }), [t, locale, months]);
}
