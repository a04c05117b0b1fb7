import { CheckCheck } from "lucide-react";
import type { ReportCount } from "@/api/time-reports/get-time-reports";
import { Button } from "@/components/ui/button";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { useWeekTexts } from "../hooks/use-week-texts";

interface WeekVerifyBarProps {
  /** The week's submitted reports of every worker, from the server; undefined while counted. */
  count: ReportCount | undefined;
  /** The week's submitted expenses of every worker, from the week grid's answer. */
  expenses: number;
  failed: boolean;
  onVerify: (count: ReportCount) => void;
}

/** How many reports and expenses wait this week, and 'Attestera vecka' for all workers. */
export function WeekVerifyBar({ count, expenses, failed, onVerify }: WeekVerifyBarProps) {
  const t = useT(adminWeekSv);
  const texts = useWeekTexts();
  const text = count ? texts.submittedThisWeek(count.total, count.totalEstimated) : failed ? t("adminWeek.bar.countFailed") : t("adminWeek.bar.counting");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2 sm:px-4">
      <p className="text-sm text-muted-foreground">
        {text}
        {expenses > 0 ? ` ${texts.submittedExpenses(expenses)}` : ""}
      </p>
      <Button size="sm" disabled={!count || count.total + expenses === 0} onClick={() => count && onVerify(count)} aria-label={t("adminWeek.bar.verifyAll")}>
        <CheckCheck aria-hidden="true" />
        {t("adminWeek.worker.verify")}
      </Button>
    </div>
  );
}
