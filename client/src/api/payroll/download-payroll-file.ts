import { useMutation } from "@tanstack/react-query";
import { paxmlFileName, payrollSummaryFileName } from "@shared/domain";
import type { PayrollExport } from "@shared/types";
import { downloadFile } from "@/lib/download";
import type { MutationConfig } from "@/lib/query-client";
import { payrollPaxmlPath, payrollSummaryCsvPath } from "./keys";

export type PayrollFileKind = "paxml" | "summary";

export interface PayrollFileRequest {
  export: Pick<PayrollExport, "id" | "startDate" | "endDate">;
  kind: PayrollFileKind;
}

/** Saves the PAXml file or the summary CSV under the server's name; resolves with that name. */
export function downloadPayrollFile({ export: e, kind }: PayrollFileRequest): Promise<string> {
  return kind === "paxml"
    ? downloadFile(payrollPaxmlPath(e.id), paxmlFileName(e.startDate, e.endDate))
    : downloadFile(payrollSummaryCsvPath(e.id), payrollSummaryFileName(e.startDate, e.endDate));
}

export function useDownloadPayrollFile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof downloadPayrollFile> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: downloadPayrollFile });
}
