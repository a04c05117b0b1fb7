import { Pencil, ReceiptText } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import reportSv from "@shared/i18n/catalogs/report/sv";
import type { TimeReport } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { TimeCodeLabel } from "@/components/time-code-label";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { formatClockTimes } from "@/lib/format-clock";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { StatusLabels } from "@/lib/report-status";
import { isAbsenceCode } from "@/lib/time-codes";
import { ReportImages } from "./report-images";
import { ReportReviewActions } from "./report-review-actions";
import { ReportWarnings } from "./report-warnings";
import { StateNote } from "./state-note";
import { UnverifyReportAction } from "./unverify-report-dialog";
import { WithdrawReportAction } from "./withdraw-report-action";

export interface ReportDetailDialogProps {
  report: TimeReport | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admin: 'Skicka tillbaka', 'Neka' and 'Verifiera' on a submitted report, 'Ångra attest' on a verified one. */
  canVerify?: boolean;
  /** The worker's working-time warnings on the report's date; by default for the admin (`canVerify`). */
  showWarnings?: boolean;
  /** 'Redigera' on a report that is not verified and not locked for payroll. */
  canEdit?: boolean;
  onEdit?: (report: TimeReport) => void;
  /** The worker's own report: 'Ta tillbaka' while it is submitted and not locked for payroll. */
  canWithdraw?: boolean;
  /** After a verify, send back, reject or undone attest, for the caller's own use: the time-reports data module refreshes every view of the report. */
  onChanged?: () => void;
  /** Overrides of the status texts, e.g. the admin's, useAdminStatusLabels. */
  statusLabels?: StatusLabels;
  /** Extra sections the caller adds below the details (the admin's history). */
  children?: ReactNode;
  /** Where focus goes when the dialog closes (the app returns it to what opened the dialog). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <dt className="text-sm font-semibold uppercase tracking-wide text-muted-foreground sm:text-xs">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** 'Tidsrapport - Detaljer': everything about one report; read-only unless the flags allow more. */
export function ReportDetailDialog({
  report,
  open,
  onOpenChange,
  canVerify = false,
  showWarnings = canVerify,
  canEdit = false,
  onEdit,
  canWithdraw = false,
  onChanged,
  statusLabels,
  children,
  onCloseAutoFocus,
}: ReportDetailDialogProps) {
  // A verify or send back answers with the new state; show it at once rather than the caller's stale copy.
  const [changed, setChanged] = useState<TimeReport | null>(null);
  const shown = report && changed?.id === report.id ? changed : report;
  return (
    <Dialog open={open && shown !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {shown ? (
          <ReportDetailBody
            report={shown}
            canVerify={canVerify}
            showWarnings={showWarnings}
            canEdit={canEdit}
            onEdit={onEdit}
            canWithdraw={canWithdraw}
            statusLabels={statusLabels}
            onChanged={(next) => {
              setChanged(next);
              onChanged?.();
            }}
            onRejected={() => {
              onOpenChange(false);
              onChanged?.();
            }}
          >
            {children}
          </ReportDetailBody>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface BodyProps extends Pick<ReportDetailDialogProps, "canEdit" | "canWithdraw" | "canVerify" | "showWarnings" | "onEdit" | "statusLabels" | "children"> {
  report: TimeReport;
  /** Verified, sent back or its attest undone: the server's new state of the report. */
  onChanged: (report: TimeReport) => void;
  /** Rejected or taken back: the report is gone. */
  onRejected: () => void;
}

function ReportDetailBody({ report, canEdit, canWithdraw, canVerify, showWarnings, onEdit, statusLabels, onChanged, onRejected, children }: BodyProps) {
  // A locked report cannot change at all (409 'Perioden är låst för lön'), so it offers nothing.
  const locked = report.lockedForPayroll;
  const editable = canEdit && !locked && report.status !== "verified" && onEdit;
  const reviewable = canVerify && !locked && report.status === "submitted";
  const unverifiable = canVerify && !locked && report.status === "verified";
  const withdrawable = canWithdraw && !locked && report.status === "submitted";
  const absence = isAbsenceCode(report.timeCode);
  const times = formatClockTimes(report);
  const t = useT(reportSv);
  const format = useFormat();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("report.detail.title")}</DialogTitle>
        <DialogDescription className="sr-only">{t("report.detail.description")}</DialogDescription>
        <div>
          <ReportStatusBadge item={report} labels={statusLabels} />
        </div>
      </DialogHeader>
      <StateNote item={report} what="report" className="p-3" />
      {showWarnings ? <ReportWarnings workerId={report.worker.id} date={report.date.slice(0, 10)} /> : null}
      {/* Two columns on a phone too for the short facts, so the photos come into view sooner. */}
      <dl className="grid grid-cols-2 gap-4">
        <Detail label={t("report.detail.worker")} className="col-span-2 sm:col-span-1">
          <span className="block font-medium">{report.worker.fullName}</span>
          <span className="block text-muted-foreground">{report.worker.email}</span>
        </Detail>
        <Detail label={t("report.detail.date")}>
          <time dateTime={report.date} className="block first-letter:uppercase">
            {format.date(report.date, "long")}
          </time>
        </Detail>
        <Detail label={t("report.detail.hours")}>{format.hours(report.hours)} h</Detail>
        {times ? <Detail label={t("report.detail.workingTime")}>{times}</Detail> : null}
        <Detail label={t("report.detail.type")}>
          <TimeCodeLabel code={report.timeCode} size="sm" />
        </Detail>
        {report.project ? (
          <Detail label={t("report.detail.project")} className="col-span-2 sm:col-span-1">
            <span className="block font-medium">{report.project.title}</span>
            <span className="block text-muted-foreground">{report.project.projectNumber}</span>
          </Detail>
        ) : null}
        {/* Each Detail is a <div> of one <dt> and <dd>, straight inside the <dl>. */}
        <Detail label={t("report.detail.text")} className="col-span-2">
          {report.description ? (
            <span className="whitespace-pre-wrap">{report.description}</span>
          ) : (
            <span className="text-muted-foreground">{absence ? t("report.detail.noTextAbsence") : t("report.detail.noText")}</span>
          )}
        </Detail>
        <Detail label={t("report.detail.images")} className="col-span-2">
          <ReportImages paths={report.imageUrls} itemLabel={t("report.detail.image")} emptyText={t("report.detail.noImages")} />
        </Detail>
        <Detail label={t("report.detail.receipts")} className="col-span-2">
          <ReportImages paths={report.receiptImageUrls} itemLabel={t("report.detail.receipt")} emptyText={t("report.detail.noReceipts")} />
          {report.receiptsConfirmed ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
              <ReceiptText className="size-4 shrink-0" aria-hidden="true" />
              {t("report.detail.receiptsConfirmed")}
            </p>
          ) : null}
        </Detail>
        <Detail label={t("report.detail.created")}>{format.dateTime(report.createdAt)}</Detail>
        <Detail label={t("report.detail.updated")}>{format.dateTime(report.updatedAt)}</Detail>
      </dl>
      {children}
      {editable || reviewable || unverifiable || withdrawable ? (
        <DialogFooter>
          {withdrawable ? <WithdrawReportAction report={report} onWithdrawn={onRejected} /> : null}
          {editable ? (
            <Button variant="outline" onClick={() => onEdit(report)}>
              <Pencil aria-hidden="true" />
              {t("report.detail.edit")}
            </Button>
          ) : null}
          {reviewable ? <ReportReviewActions report={report} onVerified={onChanged} onReturned={onChanged} onRejected={onRejected} /> : null}
          {unverifiable ? <UnverifyReportAction report={report} onUnverified={onChanged} /> : null}
        </DialogFooter>
      ) : null}
    </>
  );
}
