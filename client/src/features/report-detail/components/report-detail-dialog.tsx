import { Pencil, ReceiptText } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import type { TimeReport } from "@shared/types";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { formatDateTime, formatHours, formatLongDate } from "@/lib/format";
import type { StatusLabels } from "@/lib/report-status";
import { ReportImages } from "./report-images";
import { ReportReviewActions } from "./report-review-actions";

export interface ReportDetailDialogProps {
  report: TimeReport | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admin: 'Verifiera' and 'Neka' on a submitted report. */
  canVerify?: boolean;
  /** 'Redigera' on a report that is not verified. */
  canEdit?: boolean;
  onEdit?: (report: TimeReport) => void;
  /** After a verify or reject, for the caller's own use: the time-reports data module refreshes every view of the report. */
  onChanged?: () => void;
  /** Overrides of the status texts, e.g. ADMIN_STATUS_LABELS. */
  statusLabels?: StatusLabels;
  /** Extra sections the caller adds below the details (the admin's history). */
  children?: ReactNode;
  /** Where focus goes when the dialog closes (the app returns it to what opened the dialog). */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>["onCloseAutoFocus"];
}

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
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
  canEdit = false,
  onEdit,
  onChanged,
  statusLabels,
  children,
  onCloseAutoFocus,
}: ReportDetailDialogProps) {
  // A verify answers with the new state; show it at once rather than the caller's stale copy.
  const [verified, setVerified] = useState<TimeReport | null>(null);
  const shown = report && verified?.id === report.id ? verified : report;
  return (
    <Dialog open={open && shown !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        {shown ? (
          <ReportDetailBody
            report={shown}
            canVerify={canVerify}
            canEdit={canEdit}
            onEdit={onEdit}
            statusLabels={statusLabels}
            onVerified={(next) => {
              setVerified(next);
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

interface BodyProps extends Pick<ReportDetailDialogProps, "canEdit" | "canVerify" | "onEdit" | "statusLabels" | "children"> {
  report: TimeReport;
  onVerified: (report: TimeReport) => void;
  onRejected: () => void;
}

function ReportDetailBody({ report, canEdit, canVerify, onEdit, statusLabels, onVerified, onRejected, children }: BodyProps) {
  const editable = canEdit && report.status !== "verified" && onEdit;
  const reviewable = canVerify && report.status === "submitted";
  return (
    <>
      <DialogHeader>
        <DialogTitle>Tidsrapport - Detaljer</DialogTitle>
        <DialogDescription className="sr-only">Rapportens uppgifter, bilder och kvitton.</DialogDescription>
        <div>
          <ReportStatusBadge status={report.status} labels={statusLabels} />
        </div>
      </DialogHeader>
      {/* Two columns on a phone too for the short facts, so the photos come into view sooner. */}
      <dl className="grid grid-cols-2 gap-4">
        <Detail label="Arbetare" className="col-span-2 sm:col-span-1">
          <span className="block font-medium">{report.worker.fullName}</span>
          <span className="block text-muted-foreground">{report.worker.email}</span>
        </Detail>
        <Detail label="Datum">
          <time dateTime={report.date} className="block first-letter:uppercase">
            {formatLongDate(report.date)}
          </time>
        </Detail>
        <Detail label="Timmar">{formatHours(report.hours)} h</Detail>
        <Detail label="Projekt" className="col-span-2 sm:col-span-1">
          <span className="block font-medium">{report.project.title}</span>
          <span className="block text-muted-foreground">{report.project.projectNumber}</span>
        </Detail>
        {/* Each Detail is a <div> of one <dt> and <dd>, straight inside the <dl>. */}
        <Detail label="Beskrivning" className="col-span-2">
          <span className="whitespace-pre-wrap">{report.description}</span>
        </Detail>
        <Detail label="Bilder från arbetsplatsen" className="col-span-2">
          <ReportImages paths={report.imageUrls} itemLabel="Bild" emptyText="Inga bilder uppladdade" />
        </Detail>
        <Detail label="Kvitton" className="col-span-2">
          <ReportImages paths={report.receiptImageUrls} itemLabel="Kvitto" emptyText="Inga kvittonbilder uppladdade" />
          {report.receiptsConfirmed ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
              <ReceiptText className="size-4 shrink-0" aria-hidden="true" />
              Arbetaren har bekräftat att alla kvitton är uppladdade.
            </p>
          ) : null}
        </Detail>
        <Detail label="Skapad">{formatDateTime(report.createdAt)}</Detail>
        <Detail label="Senast uppdaterad">{formatDateTime(report.updatedAt)}</Detail>
      </dl>
      {children}
      {editable || reviewable ? (
        <DialogFooter>
          {editable ? (
            <Button variant="outline" onClick={() => onEdit(report)}>
              <Pencil aria-hidden="true" />
              Redigera
            </Button>
          ) : null}
          {reviewable ? <ReportReviewActions report={report} onVerified={onVerified} onRejected={onRejected} /> : null}
        </DialogFooter>
      ) : null}
    </>
  );
}
