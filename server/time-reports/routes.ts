import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { rejectReportSchema } from "../../shared/validation/report-decisions";
import {
  paginationSchema,
  createReportExtrasSchema,
  splitReportExtrasSchema,
  timeReportBodySchema,
  timeReportFiltersSchema,
} from "../../shared/validation/time-reports";
import { attestRouter, presentHistoryEntry, requireAttester } from "../attest";
import { currentUser } from "../lib/auth-guards";
import { sendJsonArray } from "../lib/json-text";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import {
  presentLatestWorkReport,
  presentRejectedReportNotice,
  presentRejectedTimeReport,
  presentSplitTimeReports,
  presentTimeReport,
  presentWithdrawnTimeReport,
} from "./presenter";
import { requireHistoryReader, requireReportUser } from "./policies";
import type { TimeReportService } from "./service";

/**
 * `today` is the business date and `timeZone` is TZ_APP: clock times are judged in it, so a
 * night shift over a clock change counts the hours really worked (docs/product-rules.md §5).
 */
export function timeReportsRouter(reports: TimeReportService, today: () => string, timeZone: string): Router {
  const router = Router();

  router.get("/time-reports", requireReportUser, async (req, res) => {
    const filters = parseOrThrow(timeReportFiltersSchema, req.query);
    const page = parseOrThrow(paginationSchema, req.query);
    const { rows, total, estimated, nextCursor } = await reports.list(currentUser(req), filters, page);
    res.set("X-Total-Count", String(total));
    if (estimated) res.set("X-Total-Count-Estimated", "true");
    if (nextCursor) res.set("X-Next-Cursor", nextCursor);
    // Each report is already the API's JSON, made by the database (reportJson).
    sendJsonArray(res, rows);
  });

  router.get("/time-reports/rejected", requireReportUser, async (req, res) => {
    res.json((await reports.rejected(currentUser(req))).map(presentRejectedReportNotice));
  });

  // The caller's own, whoever asks: an admin reports nothing and gets null.
  router.get("/time-reports/latest-work", requireReportUser, async (req, res) => {
    const report = await reports.latestWork(currentUser(req));
    res.json(presentLatestWorkReport(report));
  });

  router.get("/time-reports/:id", requireReportUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentTimeReport(await reports.get(currentUser(req), id)));
  });

  router.get("/time-reports/:id/history", requireHistoryReader, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json((await reports.history(currentUser(req), id)).map(presentHistoryEntry));
  });

  router.post("/time-reports", requireReportUser, async (req, res) => {
    const body = parseOrThrow(timeReportBodySchema(today(), timeZone), req.body);
    const { clientId } = parseOrThrow(createReportExtrasSchema, req.body);
    const { report, created } = await reports.create(currentUser(req), body, clientId);
    res.status(created ? 201 : 200).json(presentTimeReport(report));
  });

  // 'Dela upp' (docs/product-rules.md §4): a long day of 'Arbetad tid' as ordinary time and overtime, in one go.
  router.post("/time-reports/split", requireReportUser, async (req, res) => {
    const body = parseOrThrow(timeReportBodySchema(today(), timeZone), req.body);
    const extras = parseOrThrow(splitReportExtrasSchema, req.body);
    const { reports: made, created } = await reports.split(currentUser(req), body, extras, timeZone);
    res.status(created ? 201 : 200).json(presentSplitTimeReports(made));
  });

  router.put("/time-reports/:id/split", requireReportUser, async (req, res, next) => {
    const body = parseOrThrow(timeReportBodySchema(today(), timeZone), req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentSplitTimeReports(await reports.updateSplit(currentUser(req), id, body, timeZone)));
  });

  router.put("/time-reports/:id", requireReportUser, async (req, res, next) => {
    // Body before address, as the API has always answered: a bad body is a 400 whatever the id.
    const body = parseOrThrow(timeReportBodySchema(today(), timeZone), req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentTimeReport(await reports.update(currentUser(req), id, body)));
  });

  router.post("/time-reports/:id/withdraw", requireReportUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentWithdrawnTimeReport(await reports.withdraw(currentUser(req), id)));
  });

  // Attest (one or many), undo an attest, send back: the attest workflow's endpoints.
  router.use(attestRouter("/time-reports", reports, presentTimeReport));

  router.delete("/time-reports/:id", requireAttester, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    // Without a body the API behaves as it always has: no reason, no mail.
    const { reason } = parseOrThrow(rejectReportSchema, req.body ?? {});
    res.json(presentRejectedTimeReport(await reports.reject(currentUser(req), id, reason)));
  });

  return router;
}
