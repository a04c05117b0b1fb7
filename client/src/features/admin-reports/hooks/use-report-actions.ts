import type { TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { useExportTimeReportsCsv } from "@/api/report-csv/export-time-reports-csv";
import { useBulkVerifyTimeReports } from "@/api/time-reports/bulk-verify-time-reports";
import { useVerifyTimeReport } from "@/api/time-reports/verify-time-report";
import { useVerifyToasts } from "@/components/report-review-toasts";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/** 'Verifiera' on a listed report, 'Verifiera markerade' and the CSV export, each with its toasts. */
export function useReportActions(onChanged?: () => void) {
  const t = useT(adminReportsSv);
  const format = useFormat();
  const verifyToasts = useVerifyToasts();
  const verify = useVerifyTimeReport();
  const bulkVerify = useBulkVerifyTimeReports();
  const exportCsv = useExportTimeReportsCsv();

  const verifyReport = async (report: TimeReport) => {
    try {
      await verify.mutateAsync(report.id);
      verifyToasts.success();
      onChanged?.();
    } catch (error) {
      verifyToasts.error(error);
    }
  };

  /** Resolves true when the server verified them, so the caller can clear the selection. */
  const verifySelected = async (ids: string[]): Promise<boolean> => {
    try {
      const { verified } = await bulkVerify.mutateAsync({ ids });
      // The server's count, which skips reports no longer submitted.
      toast({
        title: t("adminReports.reports.verifiedTitle"),
        description: t("adminReports.reports.verified", { count: verified, n: format.count(verified) }),
      });
      onChanged?.();
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: t("adminReports.common.error"), description: errorMessage(error, t("adminReports.reports.verifyFailed")) });
      return false;
    }
  };

  const exportFiltered = async (filters: TimeReportFilters) => {
    try {
      const fileName = await exportCsv.mutateAsync(filters);
      if (fileName === null) toast({ title: t("adminReports.export.none"), description: t("adminReports.export.noneText") });
      else toast({ title: t("adminReports.export.done"), description: fileName });
    } catch (error) {
      toast({ variant: "destructive", title: t("adminReports.export.failed"), description: errorMessage(error, t("adminReports.export.failedText")) });
    }
  };

  return {
    verifyReport,
    verifyingId: verify.isPending ? verify.variables : undefined,
    verifySelected,
    verifyingSelected: bulkVerify.isPending,
    exportFiltered,
    exporting: exportCsv.isPending,
  };
}
