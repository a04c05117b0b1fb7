import { Router, type Response } from "express";
import { paxmlCorrectionFileName, paxmlFileName, payrollSummaryFileName } from "../../shared/domain";
import { idParamsSchema } from "../../shared/validation/fields";
import { paxmlFileQuerySchema, payPeriodSchema, payrollExportSchema, payrollSettingsSchema, reopenPeriodSchema } from "../../shared/validation/payroll";
import { currentUser } from "../lib/auth-guards";
import { requirePayrollAdmin, requireReportFormReader } from "./policies";
import { contentDisposition } from "../lib/csv";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import type { PayrollFileService } from "./file-service";
import { presentChanges, presentCreatedExport, presentDailyNorm, presentExport, presentLockedPeriod, presentPreview, presentSettings } from "./presenter";
import type { PayrollService } from "./service";
import type { PayrollSettingsService } from "./settings-service";

function startFile(res: Response, contentType: string, fileName: string): void {
  res.status(200).set({
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition(fileName),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

export interface PayrollDeps {
  payroll: PayrollService;
  settings: PayrollSettingsService;
  files: PayrollFileService;
}

/**
 * docs/product-rules.md §10: payroll settings, pay-period preview, exports, reopening and the
 * files, admin only; and the locked periods, which every report form reads.
 */
export function payrollRouter({ payroll, settings, files }: PayrollDeps): Router {
  const router = Router();
  router.use(["/settings/payroll", "/payroll"], requirePayrollAdmin);

  // Workers and admins alike: the report form refuses a date in one before anything is typed (§6).
  router.get("/locked-periods", requireReportFormReader, async (_req, res) => {
    res.json((await payroll.lockedPeriods()).map(presentLockedPeriod));
  });

  // Workers and admins alike: the report form offers 'Dela upp' past the daily norm (§4); 409 when it cannot be read (§10).
  router.get("/settings/daily-norm", requireReportFormReader, async (_req, res) => {
    res.json(presentDailyNorm(await settings.dailyNorm()));
  });

  router.get("/settings/payroll", async (_req, res) => {
    res.json(presentSettings(await settings.get()));
  });

  router.put("/settings/payroll", async (req, res) => {
    const input = parseOrThrow(payrollSettingsSchema, req.body);
    res.json(presentSettings(await settings.save(input, currentUser(req))));
  });

  router.get("/payroll/preview", async (req, res) => {
    const period = parseOrThrow(payPeriodSchema, req.query);
    const { rows, state, exported, warnings, changes } = await payroll.preview(period);
    res.json(presentPreview(period, rows, state, exported, warnings, changes));
  });

  router.get("/payroll/exports", async (_req, res) => {
    res.json((await payroll.list()).map(presentExport));
  });

  router.post("/payroll/exports", async (req, res) => {
    const input = parseOrThrow(payrollExportSchema, req.body);
    const { row, changes } = await payroll.createExport(input, currentUser(req));
    res.status(201).json(presentCreatedExport(row, changes));
  });

  router.delete("/payroll/exports/:id", async (req, res, next) => {
    const { reason } = parseOrThrow(reopenPeriodSchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentExport(await payroll.reopen(id, reason, currentUser(req))));
  });

  // What the export changed against the period's export before it (docs/product-rules.md §10, "Changes").
  router.get("/payroll/exports/:id/changes", async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentChanges(await payroll.changes(id)));
  });

  router.get("/payroll/exports/:id/paxml", async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const { only } = parseOrThrow(paxmlFileQuerySchema, req.query);
    // Written whole first: a value the file cannot carry is a 409 before any header goes out.
    if (only === "changes") {
      const correction = await files.correctionFile(id);
      startFile(res, "application/xml; charset=utf-8", paxmlCorrectionFileName(correction.startDate, correction.endDate));
      await files.writePaxml(res, correction);
      return;
    }
    const file = await files.paxmlFile(id);
    startFile(res, "application/xml; charset=utf-8", paxmlFileName(file.startDate, file.endDate));
    await files.writePaxml(res, file);
  });

  router.get("/payroll/exports/:id/summary.csv", async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const period = await files.periodOf(id);
    startFile(res, "text/csv; charset=utf-8", payrollSummaryFileName(period.startDate, period.endDate));
    await files.writeSummaryCsv(res, id);
  });

  return router;
}
