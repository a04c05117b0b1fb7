import { Router } from "express";
import { weekQuerySchema } from "../../shared/validation/exports";
import { requireAdmin } from "../lib/auth-guards";
import { idParam } from "../lib/ids";
import { parseOrThrow } from "../lib/validate";
import type { ReviewService } from "./review-service";

export function reviewRouter(review: ReviewService): Router {
  const router = Router();

  router.get("/admin/week", requireAdmin, async (req, res) => {
    const { date } = parseOrThrow(weekQuerySchema, req.query);
    res.json(await review.week(date));
  });

  router.get("/admin/summary", requireAdmin, async (_req, res) => {
    res.json(await review.summary());
  });

  router.get("/time-reports/:id/history", requireAdmin, async (req, res) => {
    res.json(await review.history(idParam(req)));
  });

  return router;
}
