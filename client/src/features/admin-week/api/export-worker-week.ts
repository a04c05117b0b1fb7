import { useMutation } from "@tanstack/react-query";
import { workerExportQuerySchema } from "@shared/validation";
import { downloadFile } from "@/lib/download";

export interface WorkerWeekExport {
  workerId: string;
  startDate: string;
  endDate: string;
}

/** GET /api/time-reports/export/worker: one worker's week as CSV, under the server's file name. */
export function exportWorkerWeek(input: WorkerWeekExport): Promise<string> {
  const query = workerExportQuerySchema.parse(input);
  const params = new URLSearchParams({ workerId: query.workerId, startDate: query.startDate, endDate: query.endDate });
  return downloadFile(`/api/time-reports/export/worker?${params.toString()}`, `tidrapport_${query.startDate}.csv`);
}

export function useExportWorkerWeek() {
  return useMutation({ mutationFn: exportWorkerWeek });
}
