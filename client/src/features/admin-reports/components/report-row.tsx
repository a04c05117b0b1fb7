import { CheckCircle2, Image as ImageIcon, Loader2 } from "lucide-react";
import { ReceiptKrona } from "@/components/receipt-krona";
import type { ReactNode } from "react";
import type { TimeReport } from "@shared/types";
import { isOrdinaryTime, timeCodeKind } from "@shared/domain";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { ReportStatusBadge } from "@/components/report-status-badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import { formatClockTimes } from "@/lib/format-clock";
import { ApprovedBadge } from "./approved-badge";
import { SelectableRow } from "./list-parts";
import { useListLabels } from "./use-list-labels";

/** The same columns for the header row and each report on wide screens. */
export const REPORT_COLUMNS = "lg:grid lg:grid-cols-[6.5rem_minmax(0,10rem)_minmax(0,12rem)_3.5rem_minmax(0,1fr)] lg:items-center lg:gap-3";

/** A truncated name or title: in full in the tooltip on hover, and wrapped when the row has keyboard focus. */
const FULL_ON_FOCUS = "group-focus-visible:whitespace-normal group-focus-visible:break-words";

interface ReportRowProps {
  report: TimeReport;
  verifying: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onOpen: () => void;
  onVerify: () => void;
}

/** A report in 'Alla rapporter': a click opens the detail dialog; a checkbox and 'Verifiera' on submitted ones. */
export function ReportRow({ report, verifying, selected, onSelectedChange, onOpen, onVerify }: ReportRowProps) {
  const t = useT(adminReportsSv);
  const format = useFormat();
  const codes = useReportLabels();
  const { status } = useListLabels();
  // Names the report in its buttons' labels: project number for work, the code's label for absence.
  const name = `${report.project?.projectNumber ?? codes.timeCode(report.timeCode)} ${report.date} ${report.worker.fullName}`;
  const clock = formatClockTimes(report);
  return (
    <SelectableRow
      data-report-id={report.id}
      selectable={report.status === "submitted"}
      selected={selected}
      onSelectedChange={onSelectedChange}
      selectLabel={t("adminReports.reports.select", { name })}
    >
      <button
        type="button"
        onClick={onOpen}
        className={`group flex min-h-11 min-w-0 flex-1 flex-col gap-1 rounded-md p-1 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${REPORT_COLUMNS}`}
      >
        <span className="flex items-center justify-between gap-2 text-sm lg:block">
          <span className="flex flex-col">
            <span className="font-semibold lg:font-medium">{format.date(report.date, "short")}</span>
            {clock ? <span className="text-xs tabular-nums text-muted-foreground">{clock}</span> : null}
          </span>
          <span className="text-base font-bold tabular-nums lg:hidden">{format.hours(report.hours)} h</span>
        </span>
        <span className={`truncate text-sm font-semibold ${FULL_ON_FOCUS}`} title={report.worker.fullName}>
          {report.worker.fullName}
        </span>
        <ProjectCell report={report} />
        <span className="hidden text-right text-sm font-bold tabular-nums lg:block">{format.hours(report.hours)}</span>
        <span className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <span className="line-clamp-2 min-w-0 break-words lg:line-clamp-1" title={report.description}>
            {report.description}
          </span>
          <Attachments report={report} />
        </span>
      </button>
      <div className="flex basis-full flex-wrap items-center justify-between gap-2 pl-[3.25rem] lg:w-64 lg:shrink-0 lg:basis-auto lg:justify-end lg:pl-0">
        <span className="flex flex-wrap items-center gap-1.5 lg:justify-end">
          <ReportStatusBadge item={report} labels={status} />
          <ApprovedBadge item={report} />
        </span>
        {report.status === "submitted" ? (
          <Button size="sm" onClick={onVerify} disabled={verifying} aria-label={t("adminReports.reports.verifyOne", { name })}>
            {verifying ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
            {t("adminReports.reports.verify")}
          </Button>
        ) : null}
      </div>
    </SelectableRow>
  );
}

/** Work: project number and title, with the code's label unless ordinary time. Absence: its label alone, muted. */
function ProjectCell({ report }: { report: TimeReport }) {
  const label = useReportLabels().timeCode(report.timeCode);
  if (timeCodeKind(report.timeCode) === "absence" || !report.project) {
    return (
      <span className="min-w-0 truncate text-sm italic text-slate-600 dark:text-slate-300" data-kind="absence">
        {label}
      </span>
    );
  }
  const { projectNumber, title } = report.project;
  return (
    <span className={`min-w-0 truncate text-sm ${FULL_ON_FOCUS}`} title={`${projectNumber} ${title}`}>
      <span className="font-semibold">{projectNumber}</span> <span className="text-muted-foreground">{title}</span>
      {isOrdinaryTime(report.timeCode) ? null : <span className="block text-xs font-semibold text-muted-foreground">{label}</span>}
    </span>
  );
}

function Attachments({ report }: { report: TimeReport }) {
  const t = useT(adminReportsSv);
  const format = useFormat();
  const photos = report.imageUrls.length;
  const receipts = report.receiptImageUrls.length;
  if (photos === 0 && receipts === 0) return null;
  return (
    <span className="ml-auto flex shrink-0 items-center gap-2 text-xs">
      <AttachmentCount
        count={photos}
        icon={<ImageIcon className="size-3.5" aria-hidden="true" />}
        word={t("adminReports.reports.photos", { count: photos })}
        counted={t("adminReports.reports.photosCount", { count: photos, n: format.count(photos) })}
      />
      <AttachmentCount
        count={receipts}
        icon={<ReceiptKrona className="size-3.5" aria-hidden="true" />}
        word={t("adminReports.reports.receipts", { count: receipts })}
        counted={t("adminReports.reports.receiptsCount", { count: receipts, n: format.count(receipts) })}
      />
    </span>
  );
}

/** '2 bilder' with its icon: the number shown, the word read out and in the tooltip; nothing for none. */
function AttachmentCount({ count, icon, word, counted }: { count: number; icon: ReactNode; word: string; counted: string }) {
  if (count === 0) return null;
  return (
    <span className="inline-flex items-center gap-0.5" title={counted}>
      {icon}
      {count}
      <span className="sr-only">{word}</span>
    </span>
  );
}
