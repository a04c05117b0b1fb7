import { BadgeCheck } from "lucide-react";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import type { PersonRef } from "@shared/types";
import { useT } from "@/lib/i18n/runtime";

/**
 * 'Godkänd' beside the status of a report or an ersättning the arbetsledare approved
 * (docs/product-rules.md §18): a word, not a colour alone, and who approved it in the tooltip.
 */
export function ApprovedBadge({ item }: { item: { approvedAt: string | null; approvedBy: PersonRef | null } }) {
  const t = useT(adminReportsSv);
  if (!item.approvedAt) return null;
  const who = item.approvedBy ? t("adminReports.reports.approvedBy", { name: item.approvedBy.fullName }) : t("adminReports.reports.approved");
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-sky-300 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:border-sky-400/40 dark:bg-sky-400/10 dark:text-sky-100"
      title={who}
      data-testid="approved-badge"
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />
      {t("adminReports.reports.approved")}
      {item.approvedBy ? <span className="sr-only">, {who}</span> : null}
    </span>
  );
}
