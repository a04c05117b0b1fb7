import { Router } from "express";
import { currentUser } from "../lib/auth-guards";
import { requireSummaryReader } from "./policies";
import { presentWorkerSummary } from "./presenter";
import type { SummaryService } from "./service";

export function summaryRouter(summary: SummaryService): Router {
  const router = Router();

  // The signed-in user's own figures: workers and admins, never customers.
  router.get("/summary", requireSummaryReader, async (req, res) => {
    res.json(presentWorkerSummary(await summary.forUser(currentUser(req))));
  });

  return router;
}
