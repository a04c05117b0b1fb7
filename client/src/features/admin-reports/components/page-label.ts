import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/** 'Visar 1–50 av 1 234', or with the server's estimate 'Visar 51–100 av cirka 1 000 000', in the admin's language. */
export function usePageLabel() {
  const t = useT(adminReportsSv);
  const format = useFormat();
  return (start: number, shown: number, total: number, estimated = false): string => {
    const n = format.count(total);
    const of = estimated ? t("adminReports.list.about", { n }) : n;
    if (total === 0 || shown === 0) return t("adminReports.list.shownNone", { total: of });
    return t("adminReports.list.shown", { from: format.count(start + 1), to: format.count(start + shown), total: of });
  };
}
