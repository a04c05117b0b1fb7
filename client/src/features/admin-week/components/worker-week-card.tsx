import { CheckCheck, Download, Loader2 } from "lucide-react";
import { HoursByKind } from "@/components/hours-by-kind";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import { ClosedBadge } from "./closed-badge";
import { useWorkerWeek, type WorkerWeekProps } from "./use-worker-week";
import { WeekDayCell } from "./week-day-cell";
import { WarningList, WarningToggle } from "./working-time-warnings";

export function WorkerWeekCard({ worker, weekStart, today, exporting, onExport, toVerify, onVerify, onOpenReport, onOpenExpenses, warnings }: WorkerWeekProps) {
  const t = useT(adminWeekSv);
  const { days, hours, byKind, expenseSum, warningToggle, warningList } = useWorkerWeek({ worker, weekStart, today, warnings });
  return (
    <Card className="overflow-hidden" aria-label={worker.fullName} role="region">
      <div className="flex flex-wrap items-center gap-3 border-b bg-muted/40 px-4 py-3">
        <Avatar name={worker.fullName} role={worker.email} className="mr-auto min-w-0" />
        {worker.closedAt ? <ClosedBadge closedAt={worker.closedAt} /> : null}
        {warningToggle ? <WarningToggle {...warningToggle} /> : null}
        <div className="text-right">
          <p className="text-xs text-muted-foreground">{t("adminWeek.worker.hours")}</p>
          <p className="text-lg font-extrabold tabular-nums leading-tight">{hours}</p>
          <HoursByKind byKind={byKind} />
        </div>
        {expenseSum ? (
          <div className="text-right">
            <p className="text-xs text-muted-foreground">{t("adminWeek.worker.expenses")}</p>
            <p className="text-lg font-extrabold tabular-nums leading-tight">{expenseSum}</p>
          </div>
        ) : null}
        <Button size="sm" onClick={onVerify} disabled={toVerify === 0} aria-label={t("adminWeek.worker.verifyFor", { name: worker.fullName })}>
          <CheckCheck aria-hidden="true" />
          {t("adminWeek.worker.verify")}
        </Button>
        <Button variant="outline" size="sm" onClick={onExport} disabled={exporting} aria-label={t("adminWeek.worker.exportFor", { name: worker.fullName })}>
          {exporting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {t("adminWeek.worker.export")}
        </Button>
      </div>
      {warningList ? <WarningList {...warningList} className="border-b" /> : null}
      <ul className="grid grid-cols-1 gap-1.5 p-2 sm:p-3 lg:grid-cols-7">
        {days.map((day) => (
          <WeekDayCell
            key={day.date}
            day={day}
            workerName={worker.fullName}
            isToday={day.date === today}
            onOpenReport={onOpenReport}
            onOpenExpenses={onOpenExpenses}
          />
        ))}
      </ul>
    </Card>
  );
}
