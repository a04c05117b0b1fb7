import { lazy, Suspense, useEffect } from "react";
import { OverlayLoader } from "@/components/page-state";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { ReportDetailDialogProps } from "@/features/report-detail/components/report-detail-dialog";
import type { TimeReportFormProps } from "@/features/report-form/components/time-report-form";

// The report form (with zod and the working-time rules) and the report's detail are fetched
// when first opened, not with the dashboard: the dashboard shows sooner and a worker who only
// looks never downloads them (docs/decisions/2026-11-23-login-path-and-precache.md).
const loadForm = () => import("@/features/report-form/components/time-report-form");
const TimeReportForm = lazy(() => loadForm().then((m) => ({ default: m.TimeReportForm })));
const ReportDetailDialog = lazy(() => import("@/features/report-detail/components/report-detail-dialog").then((m) => ({ default: m.ReportDetailDialog })));

export function LazyTimeReportForm(props: TimeReportFormProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<OverlayLoader />}>
      <TimeReportForm {...props} />
    </Suspense>
  );
}

export function LazyReportDetailDialog(props: ReportDetailDialogProps) {
  const opened = useOpenedOnce(props.open);
  useEffect(() => {
    // A report opened may well be edited next ('Redigera'): fetch the form meanwhile.
    if (opened) void loadForm().catch(() => undefined);
  }, [opened]);
  if (!opened) return null;
  return (
    <Suspense fallback={<OverlayLoader />}>
      <ReportDetailDialog {...props} />
    </Suspense>
  );
}
