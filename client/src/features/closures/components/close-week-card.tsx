import { CheckCircle2, Loader2 } from "lucide-react";
import { useState } from "react";
import { addDays, isoWeekOf, todayIn, weekStart } from "@shared/dates";
import { closeWeekAsked } from "@shared/first-screen";
import { useReportCalendar } from "@/api/calendar/get-report-calendar";
import { useCloseWeek } from "@/api/closures/close-week";
import { useClosureStatus } from "@/api/closures/get-closure-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { workingDays } from "@shared/domain";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/**
 * 'Jag är klar med veckan': on Friday, Saturday and Sunday (Stockholm), while this ISO week
 * is still open. The year sent is the ISO week-numbering year (2027-01-01 is in week 53 of 2026).
 * Closing asks first, naming the weekdays of the week that have no report.
 */
export function CloseWeekCard({ today = todayIn(), employedFrom = null }: { today?: string; employedFrom?: string | null }) {
  const t = useT(weekSv);
  const { year, week } = isoWeekOf(today);
  const endOfWeek = closeWeekAsked(today);
  const status = useClosureStatus({ year, weekNumber: week }, endOfWeek);
  const closeMutation = useCloseWeek();
  const [asking, setAsking] = useState(false);
  if (!endOfWeek || !status.data || status.data.isClosed) return null;

  const close = async () => {
    try {
      await closeMutation.mutateAsync({ year, weekNumber: week });
      setAsking(false);
      toast({ title: t("week.close.done"), description: t("week.close.doneText", { week }) });
    } catch (error) {
      setAsking(false);
      toast({ variant: "destructive", title: t("week.close.error"), description: errorMessage(error, t("week.close.failed")) });
    }
  };

  return (
    <Card className="border-primary/40 bg-primary/5">
      <CardHeader>
        <CardTitle size="md">{t("week.close.title")}</CardTitle>
        <CardDescription>{t("week.close.description", { week })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={() => setAsking(true)} disabled={closeMutation.isPending} className="w-full sm:w-auto">
          {closeMutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {t("week.close.button", { week })}
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t("week.close.question", { week })}
          description={asking ? <MissingDays today={today} employedFrom={employedFrom} /> : null}
          confirmLabel={t("week.close.confirm")}
          pendingLabel={t("week.close.pending")}
          pending={closeMutation.isPending}
          variant="default"
          onConfirm={close}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The working days of the week up to today, from the worker's `employedFrom`: a weekend,
 * public holiday or eve without a report is not missing (docs/product-rules.md §7).
 */
function MissingDays({ today, employedFrom }: { today: string; employedFrom: string | null }) {
  const t = useT(weekSv);
  const format = useFormat();
  const monday = weekStart(today);
  const weekdays = workingDays(employedFrom && employedFrom > monday ? employedFrom : monday, today);
  const { data: calendar, isPending, isError } = useReportCalendar({ startDate: monday, endDate: addDays(monday, 6) });
  if (isPending) return <span role="status">{t("week.close.checking")}</span>;
  if (isError) return <span>{t("week.close.checkFailed")}</span>;
  const missing = weekdays.filter((d) => !calendar[d]?.hasReport);
  if (missing.length === 0) return <span>{t("week.close.allReported")}</span>;
  return (
    <span className="flex flex-col gap-2">
      <span>{t("week.close.canAddLater")}</span>
      <span className="flex flex-col gap-1 font-medium text-destructive" role="list" aria-label={t("week.close.missingList")}>
        {missing.map((d) => (
          <span key={d} role="listitem">
            {t("week.close.missing", { day: format.date(d, "weekday-day-month") })}
          </span>
        ))}
      </span>
    </span>
  );
}
