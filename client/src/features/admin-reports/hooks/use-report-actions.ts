import type { TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { useExportTimeReportsCsv } from "@/api/report-csv/export-time-reports-csv";
import { useBulkVerifyTimeReports } from "@/api/time-reports/bulk-verify-time-reports";
import { useVerifyTimeReport } from "@/api/time-reports/verify-time-report";
import { useVerifyToasts } from "@/components/report-review-toasts";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/** '1 rapport verifierad', '3 rapporter verifierade': the server's count, which skips reports no longer submitted. */
export function verifiedText(n: number): string {
  return n === 1 ? "1 rapport verifierad" : `${n} rapporter verifierade`;
}

/** 'Verifiera' on a listed report, 'Verifiera markerade' and the CSV export, each with its toasts. */
export function useReportActions(onChanged?: () => void) {
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
      toast({ title: "Verifierat", description: verifiedText(verified) });
      onChanged?.();
      return true;
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte verifiera rapporterna") });
      return false;
    }
  };

  const exportFiltered = async (filters: TimeReportFilters) => {
    try {
      const fileName = await exportCsv.mutateAsync(filters);
      if (fileName === null) toast({ title: "Inga rapporter", description: "Inga rapporter matchar filtren. Ingen fil skapades." });
      else toast({ title: "Export lyckades", description: fileName });
    } catch (error) {
      toast({ variant: "destructive", title: "Export misslyckades", description: errorMessage(error, "Kunde inte exportera rapporter") });
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
