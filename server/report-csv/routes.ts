import { Router } from "express";
import { workerExportQuerySchema } from "../../shared/validation/report-csv";
import { timeReportFiltersSchema } from "../../shared/validation/time-reports";
import { requireCsvExporter } from "./policies";
import { parseOrThrow } from "../lib/validate";
import { startCsvDownload } from "../lib/csv";
import type { ReportCsvService } from "./service";

export function reportCsvRouter(reportCsv: ReportCsvService): Router {
  const router = Router();

  router.get("/time-reports/export", requireCsvExporter, async (req, res) => {
    const filters = parseOrThrow(timeReportFiltersSchema, req.query);
    if (!(await reportCsv.hasReports(filters))) return void res.status(204).set("Cache-Control", "no-store").end();
    startCsvDownload(res, reportCsv.fileName(filters));
    await reportCsv.writeCsv(res, filters);
    res.end();
  });

  router.get("/time-reports/export/worker", requireCsvExporter, async (req, res) => {
    const q = parseOrThrow(workerExportQuerySchema, req.query);
    const fileName = await reportCsv.workerFileName(q.workerId, q.startDate);
    const filters = { workerId: q.workerId, startDate: q.startDate, endDate: q.endDate };
    if (!(await reportCsv.hasReports(filters))) return void res.status(204).set("Cache-Control", "no-store").end();
    startCsvDownload(res, fileName);
    await reportCsv.writeCsv(res, filters);
    res.end();
  });

  return router;
}
