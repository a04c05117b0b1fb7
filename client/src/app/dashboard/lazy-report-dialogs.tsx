import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { ReportDetailDialogProps } from "@/features/report-detail/components/report-detail-dialog";
import type { TimeReportFormProps } from "@/features/report-form/components/time-report-form-props";

// The report form (with zod and the working-time rules) and the report's detail are fetched
// when first opened, not with the dashboard: the dashboard shows sooner and a worker who only
// looks never downloads them (docs/decisions/2026-11-24-client-bundles.md).
const loadForm = () => import("@/features/report-form/components/time-report-form");

export const LazyTimeReportForm = lazyDialog<TimeReportFormProps>(
  () => loadForm().then((m) => m.TimeReportForm),
  (props) => props.open,
);

export const LazyReportDetailDialog = lazyDialog<ReportDetailDialogProps>(
  () => {
    // A report opened may well be edited next ('Redigera'): fetch the form meanwhile.
    void loadForm().catch(() => undefined);
    return import("@/features/report-detail/components/report-detail-dialog").then((m) => m.ReportDetailDialog);
  },
  (props) => props.open,
);
