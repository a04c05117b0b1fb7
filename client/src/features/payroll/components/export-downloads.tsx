import { FileCode2, FileSpreadsheet } from "lucide-react";
import type { PayrollExport } from "@shared/types";
import { useDownloadPayrollFile, type PayrollFileKind } from "@/api/payroll/download-payroll-file";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { periodLabel } from "../lib/period";

/**
 * An export's two files, PAXml and the summary CSV: in the export list and on the preview of an
 * exported period. `only="correction"`: the rättelse file alone, beside the export's changes.
 */
export function ExportDownloads({ payrollExport: e, only }: { payrollExport: PayrollExport; only?: "correction" }) {
  const t = useT(payrollSv);
  const period = periodLabel(e, useFormat());
  const download = useDownloadPayrollFile();

  const onDownload = async (kind: PayrollFileKind) => {
    try {
      const fileName = await download.mutateAsync({ export: e, kind });
      toast({ title: t("payroll.files.done"), description: fileName });
    } catch (error) {
      toast({ variant: "destructive", title: t("payroll.files.failed"), description: errorMessage(error, t("payroll.files.failedText")) });
    }
  };

  if (only === "correction")
    return (
      <Button size="sm" variant="outline" onClick={() => void onDownload("correction")} aria-label={t("payroll.files.correctionLabel", { period })}>
        <FileCode2 aria-hidden="true" />
        {t("payroll.files.correction")}
      </Button>
    );
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void onDownload("paxml")} aria-label={t("payroll.files.paxmlLabel", { period })}>
        <FileCode2 aria-hidden="true" />
        {t("payroll.files.paxml")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => void onDownload("summary")} aria-label={t("payroll.files.csvLabel", { period })}>
        <FileSpreadsheet aria-hidden="true" />
        {t("payroll.files.csv")}
      </Button>
    </>
  );
}
