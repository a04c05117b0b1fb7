import { FileCode2, FileSpreadsheet } from "lucide-react";
import type { PayrollExport } from "@shared/types";
import { useDownloadPayrollFile, type PayrollFileKind } from "@/api/payroll/download-payroll-file";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { periodLabel } from "../lib/period";

/**
 * An export's two files, PAXml and the summary CSV: in the export list and on the preview of an
 * exported period. `only="correction"`: the rättelse file alone, beside the export's changes.
 */
export function ExportDownloads({ payrollExport: e, only }: { payrollExport: PayrollExport; only?: "correction" }) {
  const download = useDownloadPayrollFile();

  const onDownload = async (kind: PayrollFileKind) => {
    try {
      const fileName = await download.mutateAsync({ export: e, kind });
      toast({ title: "Nedladdning klar", description: fileName });
    } catch (error) {
      toast({ variant: "destructive", title: "Nedladdningen misslyckades", description: errorMessage(error, "Kunde inte hämta filen") });
    }
  };

  if (only === "correction")
    return (
      <Button size="sm" variant="outline" onClick={() => void onDownload("correction")} aria-label={`Ladda ner rättelsefil (PAXml) för ${periodLabel(e)}`}>
        <FileCode2 aria-hidden="true" />
        Rättelsefil
      </Button>
    );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void onDownload("paxml")} aria-label={`Ladda ner PAXml för ${periodLabel(e)}`}>
        <FileCode2 aria-hidden="true" />
        PAXml
      </Button>
      <Button size="sm" variant="outline" onClick={() => void onDownload("summary")} aria-label={`Ladda ner sammanställning (CSV) för ${periodLabel(e)}`}>
        <FileSpreadsheet aria-hidden="true" />
        CSV
      </Button>
    </>
  );
}
