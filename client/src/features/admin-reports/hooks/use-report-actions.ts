import type { TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { useExportTimeReportsCsv } from "@/api/exports/export-time-reports-csv";
import { useVerifyTimeReport } from "@/api/time-reports/verify-time-report";
import { verifyToasts } from "@/components/report-review-toasts";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/** 'Verifiera' on a listed report and the CSV export, each with its toasts. */
export function useReportActions(onChanged?: () => void) {
  const verify = useVerifyTimeReport();
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
    exportFiltered,
    exporting: exportCsv.isPending,
  };
}
