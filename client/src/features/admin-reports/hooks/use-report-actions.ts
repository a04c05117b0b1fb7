import type { TimeReportFilters } from "@shared/validation";
import type { TimeReport } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useExportReportsCsv } from "../api/export-reports-csv";
import { useVerifyReport } from "../api/verify-report";

/** 'Verifiera' on a listed report and the CSV export, each with its toasts. */
export function useReportActions(onChanged: () => void) {
  const verify = useVerifyReport();
  const exportCsv = useExportReportsCsv();

  const verifyReport = async (report: TimeReport) => {
    try {
      await verify.mutateAsync(report.id);
      toast({ title: "Framgång", description: "Rapporten har verifierats" });
      onChanged();
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte verifiera rapporten") });
    }
  };

  const exportFiltered = async (filters: TimeReportFilters) => {
    try {
      const fileName = await exportCsv.mutateAsync(filters);
      toast({ title: "Export lyckades", description: fileName });
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
