import { useMemo } from "react";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { PayLineWords } from "@/lib/pay-line-text";
import { useLocale, useT } from "./runtime";

/**
 * A pay line's name and units in the active language (docs/i18n.md): what the worker's screens
 * and the expense dialogs show. The payroll files keep shared/domain's Swedish names.
 */
export function usePayLineWords(): PayLineWords {
  const t = useT(expensesSv);
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      label: (code) => t(`expenses.payCode.${code}`),
      quantity: (unit, count, n) => t(`expenses.unit.${unit}`, { count, n }),
    }),
    [t, locale],
  );
}
