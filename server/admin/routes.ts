import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { adminWeekQuerySchema } from "../../shared/validation/review";
import { requireAdmin } from "../lib/auth-guards";
import { sendJsonArray } from "../lib/json-text";
import { parseOrThrow, parseParams } from "../lib/validate";
import { presentAdminSummary, presentAdminWeek, presentReportHistoryEntry } from "./presenter";
import type { ReviewService } from "./service";

export function reviewRouter(review: ReviewService): Router {
  const router = Router();

  router.get("/admin/week", requireAdmin, async (req, res) => {
    const week = await review.week(parseOrThrow(adminWeekQuerySchema, req.query));
    const { workers, around } = presentAdminWeek(week);
    res.set("X-Total-Count", String(week.total));
    sendJsonArray(res, workers, around);
  });

  router.get("/admin/summary", requireAdmin, async (_req, res) => {
    res.json(presentAdminSummary(await review.summary()));
  });

  router.get("/time-reports/:id/history", requireAdmin, async (req, res) => {
    const { id } = parseParams(idParamsSchema, req.params);
    res.json((await review.history(id)).map(presentReportHistoryEntry));
  });

  return router;
}
