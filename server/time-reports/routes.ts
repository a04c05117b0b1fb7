import { Router } from "express";
import { paginationSchema, timeReportBodySchema, timeReportFiltersSchema } from "../../shared/validation/time-reports";
import { currentUser, requireAdmin, requireStaff } from "../lib/auth-guards";
import { idParam } from "../lib/ids";
import { parseOrThrow } from "../lib/validate";
import type { TimeReportService } from "./service";

export function timeReportsRouter(reports: TimeReportService, today: () => string): Router {
  const router = Router();

  router.get("/time-reports", requireStaff, async (req, res) => {
    const filters = parseOrThrow(timeReportFiltersSchema, req.query);
    const page = parseOrThrow(paginationSchema, req.query);
    const { rows, total } = await reports.list(currentUser(req), filters, page);
    res.set("X-Total-Count", String(total)).json(rows);
  });

  router.get("/time-reports/:id", requireStaff, async (req, res) => {
    res.json(await reports.get(currentUser(req), idParam(req)));
  });

  router.post("/time-reports", requireStaff, async (req, res) => {
    const body = parseOrThrow(timeReportBodySchema(today()), req.body);
    res.status(201).json(await reports.create(currentUser(req), body));
  });

  router.put("/time-reports/:id", requireStaff, async (req, res) => {
    const body = parseOrThrow(timeReportBodySchema(today()), req.body);
    res.json(await reports.update(currentUser(req), idParam(req), body));
  });

  router.post("/time-reports/:id/verify", requireAdmin, async (req, res) => {
    res.json(await reports.verify(currentUser(req), idParam(req)));
  });

  router.delete("/time-reports/:id", requireAdmin, async (req, res) => {
    res.json(await reports.reject(currentUser(req), idParam(req)));
  });

  return router;
}
