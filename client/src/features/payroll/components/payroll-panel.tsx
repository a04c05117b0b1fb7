import { Settings, Timer } from "lucide-react";
import { useValidationText } from "@/lib/i18n/form-messages";
import { useState } from "react";
import { addDays, todayIn } from "@shared/dates";
import type { ReportStatus } from "@shared/domain";
import type { PayPeriod } from "@shared/validation/payroll";
import { usePayrollPreview } from "@/api/payroll/get-payroll-preview";
import { AdminSection } from "@/components/admin-section";
import { PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { conflictMessage } from "@/lib/api-client";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { monthOf, parsePeriod, periodHeading, shiftMonth } from "../lib/period";
import { ExpensePreviewTable } from "./expense-preview-table";
import { ExportButton } from "./export-button";
import { ExportedNotice } from "./exported-notice";
import { ExportsList } from "./exports-list";
import { hasBlockers, PayrollBlockers } from "./payroll-blockers";
import { PayrollChangesList } from "./payroll-changes";
import { PayrollSettingsForm } from "./payroll-settings-form";
import { PayrollWarnings, type PayrollWarningLinks } from "./payroll-warnings";
import { PeriodPicker } from "./period-picker";
import { PreviewTable } from "./preview-table";

interface PayrollPanelProps {
  /**
   * Opens 'Alla rapporter' filtered to dates and a status or a worker: the period's unattested
   * reports, a warned worker's reports in the period, or one day of theirs.
   */
  onShowReports: (filters: PayPeriod & { status?: ReportStatus; workerId?: string }) => void;
  /** Opens the period's ersättningar not yet attested, when the app has a screen for them (docs/product-rules.md §16). */
  onShowExpenses?: (period: PayPeriod) => void;
  /** Opens the user form of one worker (a missing employee number). */
  onEditUser: (userId: string) => void;
  /** Opens the week grid ('Arbetare') at the week of `date`, searched for the worker: a day without a report. */
  onShowWeek: (request: { date: string; workerName: string }) => void;
  /** Opens the 'Övertidsjournal' (another feature: the app layer shows it in the Lön tab). */
  onOpenJournal?: () => void;
  /** "Today" in Stockholm; a prop so tests can fix it. */
  today?: string;
}

/** 'Lön': a pay period's attested hours, what blocks its export, the export, and earlier exports. */
export function PayrollPanel({ onShowReports, onShowExpenses, onEditUser, onShowWeek, onOpenJournal, today = todayIn() }: PayrollPanelProps) {
  const t = useT(payrollSv);
  const [showSettings, setShowSettings] = useState(false);
  // The month to pay is the last one that has ended: the running one cannot be exported yet.
  const lastEnded = shiftMonth(monthOf(today), -1);
  const [values, setValues] = useState<{ startDate: string; endDate: string }>(lastEnded);
  const [lastValid, setLastValid] = useState<PayPeriod>(lastEnded);
  const parsed = parsePeriod(values);
  const say = useValidationText();
  if (parsed.ok && (parsed.period.startDate !== lastValid.startDate || parsed.period.endDate !== lastValid.endDate)) setLastValid(parsed.period);

  if (showSettings) return <PayrollSettingsForm onClose={() => setShowSettings(false)} />;
  return (
    <AdminSection
      id="payroll"
      title={t("payroll.panel.title")}
      description={t("payroll.panel.description")}
      actions={
        <>
          {onOpenJournal ? (
            <Button variant="outline" onClick={onOpenJournal}>
              <Timer aria-hidden="true" />
              {t("payroll.panel.journal")}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setShowSettings(true)}>
            <Settings aria-hidden="true" />
            {t("payroll.panel.settings")}
          </Button>
        </>
      }
    >
      <Card className="p-4">
        <PeriodPicker values={values} onChange={setValues} period={lastValid} lastEnded={lastEnded} error={parsed.ok ? undefined : say(parsed.message)} />
      </Card>
      <PeriodPreview
        period={parsed.ok ? parsed.period : null}
        today={today}
        onShowReports={onShowReports}
        onShowExpenses={onShowExpenses}
        onEditUser={onEditUser}
        onShowWeek={onShowWeek}
      />
      <Card className="overflow-hidden">
        <div className="border-b p-4">
          <CardTitle as="h3" size="md">
            {t("payroll.panel.exported")}
          </CardTitle>
        </div>
        <ExportsList />
      </Card>
    </AdminSection>
  );
}

interface PeriodPreviewProps extends Omit<PayrollPanelProps, "today" | "onOpenJournal"> {
  period: PayPeriod | null;
  today: string;
}

function PeriodPreview({ period, today, onShowReports, onShowExpenses, onEditUser, onShowWeek }: PeriodPreviewProps) {
  const t = useT(payrollSv);
  const format = useFormat();
  const preview = usePayrollPreview(period);
  // The server's sentence when it refused an export for warnings the screen had not shown yet.
  const [refused, setRefused] = useState<(PayPeriod & { message: string }) | null>(null);
  if (!period) return null;
  // A 409 names a payroll setting the period cannot be judged without (docs/product-rules.md §10).
  if (preview.isError) return <PanelError message={conflictMessage(preview.error) ?? undefined} />;
  if (preview.isPending) return <PanelLoading label={t("payroll.panel.loadingPeriod")} />;
  const links = {
    onShowReports: (status: ReportStatus) => onShowReports({ ...period, status }),
    onShowExpenses: onShowExpenses && (() => onShowExpenses(period)),
    onEditUser,
  };
  const warningLinks: PayrollWarningLinks = {
    onShowWorker: (workerId) => onShowReports({ ...period, workerId }),
    onShowDay: (workerId, date) => onShowReports({ startDate: date, endDate: date, workerId }),
    onShowWeek: (date, workerName) => onShowWeek({ date, workerName }),
  };
  const notEnded = period.endDate >= today;
  const refusedMessage = refused && refused.startDate === period.startDate && refused.endDate === period.endDate ? refused.message : null;
  return (
    <Card className="overflow-hidden" aria-busy={preview.isPlaceholderData || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3 border-b p-4">
        <div>
          <CardTitle as="h3" size="md">
            {periodHeading(period, format)}
          </CardTitle>
          <CardDescription>
            {period.startDate} – {period.endDate}
          </CardDescription>
        </div>
        <ExportButton
          period={period}
          // The previous period's preview stays on screen while this one loads: its warnings are not this period's.
          blocked={hasBlockers(preview.data) || notEnded || preview.isPlaceholderData}
          warnings={preview.data.warnings.length}
          onWarningsRefused={(message) => setRefused(message === null ? null : { ...period, message })}
        />
      </div>
      <div className="flex flex-col gap-3 p-4 empty:hidden">
        {preview.data.export ? <ExportedNotice payrollExport={preview.data.export} /> : null}
        {/* The server refuses the export of a period that has not ended; said here before anyone asks. */}
        {!preview.data.export && notEnded ? (
          <p className="text-sm text-muted-foreground">{t("payroll.panel.notEnded", { date: format.date(addDays(period.endDate, 1), "day-month-year") })}</p>
        ) : null}
        <PayrollBlockers preview={preview.data} links={links} />
        {refusedMessage ? (
          <p
            role="alert"
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium dark:border-amber-400/40 dark:bg-amber-400/10"
          >
            {refusedMessage}
          </p>
        ) : null}
        <PayrollWarnings warnings={preview.data.warnings} links={warningLinks} />
        <PayrollChangesList changes={preview.data.changes} payrollExport={preview.data.export} />
      </div>
      <PreviewTable preview={preview.data} />
      <ExpensePreviewTable preview={preview.data} />
    </Card>
  );
}
