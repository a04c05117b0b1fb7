import { CheckCheck } from "lucide-react";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { Selection } from "../hooks/use-approve";
import { sumHours, type QueueRowRef, type WorkerWeek } from "../lib/group";
import { ExpenseRow, ReportRow } from "./queue-rows";

interface WorkerWeekCardProps {
  group: WorkerWeek;
  onApprove: (selection: Selection) => void;
  onSendBack: (target: QueueRowRef) => void;
  pending: boolean;
}

/**
 * One worker's week in 'Att godkänna' (docs/product-rules.md §18): the days with their hours and
 * time codes, the expenses beside them (below them on a phone), and 'Godkänn veckan'.
 */
export function WorkerWeekCard({ group, onApprove, onSendBack, pending }: WorkerWeekCardProps) {
  const t = useT(approvalsSv);
  const format = useFormat();
  const reports = group.days.flatMap((d) => d.reports);
  const headingId = `week-${group.key}`;
  return (
    <Card className="flex flex-col" aria-labelledby={headingId} role="region">
      <div className="flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-base font-bold">
            {group.worker.fullName}
          </h2>
          <p className="text-sm text-muted-foreground sm:text-xs">
            {t("approvals.week", { week: group.week })} ·{" "}
            {t("approvals.weekRange", { start: format.date(group.start, "day-month-short"), end: format.date(group.end, "day-month-short") })}
            {reports.length > 0 ? ` · ${t("approvals.weekHours", { hours: format.hours(sumHours(reports)) })}` : ""}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => onApprove({ reports, expenses: group.expenses })}
          disabled={pending}
          aria-label={t("approvals.approveWeekOf", { name: group.worker.fullName })}
        >
          <CheckCheck aria-hidden="true" />
          {t("approvals.approveWeek")}
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-x-6 px-4 pb-2 lg:grid-cols-3">
        {group.days.length > 0 ? (
          <div className="flex flex-col divide-y lg:col-span-2">
            {group.days.map((day) => (
              <section key={day.date} aria-label={format.date(day.date, "weekday-day-month")} className="py-1">
                <h3 className="pt-2 text-sm font-semibold">
                  {format.date(day.date, "weekday-day-month")}{" "}
                  <span className="ml-1 font-normal text-muted-foreground">{t("approvals.hours", { hours: format.hours(sumHours(day.reports)) })}</span>
                </h3>
                <ul className="flex flex-col divide-y">
                  {day.reports.map((report) => (
                    <ReportRow
                      key={report.id}
                      report={report}
                      pending={pending}
                      onApprove={() => onApprove({ reports: [report], expenses: [] })}
                      onSendBack={() => onSendBack({ kind: "report", row: report })}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        ) : null}
        {group.expenses.length > 0 ? (
          <section aria-label={t("approvals.expenses")} className="border-t py-1 lg:border-l lg:border-t-0 lg:pl-6">
            <h3 className="pt-2 text-sm font-semibold">{t("approvals.expenses")}</h3>
            <ul className="flex flex-col divide-y">
              {group.expenses.map((expense) => (
                <ExpenseRow
                  key={expense.id}
                  expense={expense}
                  pending={pending}
                  onApprove={() => onApprove({ reports: [], expenses: [expense] })}
                  onSendBack={() => onSendBack({ kind: "expense", row: expense })}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Card>
  );
}
