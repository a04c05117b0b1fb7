import { Router } from "express";
import { warningsQuerySchema } from "../../shared/validation/working-time-warnings";
import { currentUser } from "../lib/auth-guards";
import { requireWarningsReader } from "./policies";
import { parseOrThrow } from "../lib/validate";
import { presentWarning } from "./presenter";
import type { WorkingTimeService } from "./service";

/** GET /api/working-time/warnings (docs/product-rules.md §11): workers their own, admins any or all. */
export function workingTimeRouter(workingTime: WorkingTimeService): Router {
  const router = Router();
  router.get("/working-time/warnings", requireWarningsReader, async (req, res) => {
    const query = parseOrThrow(warningsQuerySchema, req.query);
    res.json((await workingTime.warnings(currentUser(req), query)).map(presentWarning));
  });
  return router;
}
