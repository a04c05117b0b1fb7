import { useMutation } from "@tanstack/react-query";
import { paxmlCorrectionFileName, paxmlFileName, payrollSummaryFileName } from "@shared/domain";
import type { PayrollExport } from "@shared/types";
import { downloadFile } from "@/lib/download";
import type { MutationConfig } from "@/lib/query-client";
import { payrollCorrectionPath, payrollPaxmlPath, payrollSummaryCsvPath } from "./keys";

/** The whole PAXml file, the rättelse file (only the changes), or the summary CSV. */
export type PayrollFileKind = "paxml" | "correction" | "summary";

export interface PayrollFileRequest {
  export: Pick<PayrollExport, "id" | "startDate" | "endDate">;
  kind: PayrollFileKind;
}

/** Saves the PAXml file, the rättelse file or the summary CSV under the server's name; resolves with that name. */
export function downloadPayrollFile({ export: e, kind }: PayrollFileRequest): Promise<string> {
  switch (kind) {
    case "paxml":
      return downloadFile(payrollPaxmlPath(e.id), paxmlFileName(e.startDate, e.endDate));
    case "correction":
      return downloadFile(payrollCorrectionPath(e.id), paxmlCorrectionFileName(e.startDate, e.endDate));
    case "summary":
      return downloadFile(payrollSummaryCsvPath(e.id), payrollSummaryFileName(e.startDate, e.endDate));
  }
}

export function useDownloadPayrollFile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof downloadPayrollFile> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadPayrollFile });
}
