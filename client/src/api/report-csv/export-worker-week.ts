import { useMutation } from "@tanstack/react-query";
import { workerWeekFileName } from "@shared/domain";
import { workerExportQuerySchema } from "@shared/validation";
import { withQuery } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/query-client";
import { downloadCsv } from "./download-csv";

export interface WorkerWeekExport {
  workerId: string;
  startDate: string;
  endDate: string;
}

/** One worker's week as CSV, saved under the server's file name, which it resolves with; null when no report matched (no file). */
export function exportWorkerWeek(input: WorkerWeekExport): Promise<string | null> {
  const query = workerExportQuerySchema.parse(input);
  const path = withQuery("/api/time-reports/export/worker", { workerId: query.workerId, startDate: query.startDate, endDate: query.endDate });
  return downloadCsv(path, workerWeekFileName("", query.startDate));
}

export function useExportWorkerWeek({ mutationConfig }: { mutationConfig?: MutationConfig<typeof exportWorkerWeek> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: exportWorkerWeek });
}
