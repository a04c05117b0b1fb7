import { useMemo } from "react";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useFormat } from "@/lib/i18n/use-format";
import { useT } from "@/lib/i18n/runtime";

/**
 * The week grid's counts in the admin's language (docs/i18n.md): what 'Attestera vecka' asks
 * about and attests, what waits this week, how many workers are shown. A count is a plural;
 * its figure is written as the language writes numbers ('1 000', '1,000').
 */
export function useWeekTexts() {
  const t = useT(adminWeekSv);
  const format = useFormat();
  return useMemo(() => {
    const n = (count: number) => ({ count, n: format.count(count) });
    /** '1 rapport', '3 rapporter', with the server's estimate 'cirka 12 000 rapporter'. */
    const reportCount = (count: number, estimated = false) => t(estimated ? "adminWeek.count.reportsAbout" : "adminWeek.count.reports", n(count));
    const expenseCount = (count: number) => t("adminWeek.count.expenses", n(count));
    /** The toast after a bulk verify: how many the server verified, which may be fewer than asked. */
    const verifiedText = (count: number) => (count === 0 ? t("adminWeek.verify.noReports") : t("adminWeek.verify.reports", n(count)));
    const verifiedExpensesText = (count: number) => (count === 0 ? t("adminWeek.verify.noExpenses") : t("adminWeek.verify.expenses", n(count)));
    return {
      /** What 'Attestera vecka' attests: '2 rapporter', '2 rapporter och 1 ersättning', '1 ersättning'. */
      toVerify: (reports: number, expenses: number, estimated = false) => {
        if (expenses === 0) return reportCount(reports, estimated);
        if (reports === 0 && !estimated) return expenseCount(expenses);
        return t("adminWeek.count.both", { reports: reportCount(reports, estimated), expenses: expenseCount(expenses) });
      },
      verified: verifiedText,
      /** The toast after 'Attestera vecka': the reports and the expenses the server attested. */
      verifiedWeek: (reports: number, expenses: number) => {
        if (expenses === 0) return verifiedText(reports);
        if (reports === 0) return verifiedExpensesText(expenses);
        return t("adminWeek.verify.both", { reports: reportCount(reports), expenses: expenseCount(expenses) });
      },
      /** The week bar: '1 inskickad rapport den här veckan.', '3 inskickade rapporter den här veckan.' */
      submittedThisWeek: (count: number, estimated = false) => {
        if (count === 0) return t("adminWeek.bar.none");
        if (estimated && count !== 1) return t("adminWeek.bar.reportsAbout", { n: format.count(count) });
        return t("adminWeek.bar.reports", n(count));
      },
      /** After it: '1 inskickad ersättning.', '4 inskickade ersättningar.' */
      submittedExpenses: (count: number) => t("adminWeek.bar.expenses", n(count)),
      /** 'Visar 50 av 1 000 arbetare': the workers loaded of those matching every filter. */
      loadedWorkers: (loaded: number, total: number) => t("adminWeek.view.shown", { count: total, shown: format.count(loaded), n: format.count(total) }),
    };
  }, [t, format]);
}
