import { Router } from "express";
import { approvalsQuerySchema } from "../../shared/validation/approvals";
import { currentUser } from "../lib/auth-guards";
import { parseOrThrow } from "../lib/validate";
import { requireQueueReader } from "./policies";
import { presentApprovalQueue } from "./presenter";
import type { ApprovalService } from "./service";

/** 'Att godkänna' (docs/product-rules.md §18): GET /api/approvals?state=&startDate=&endDate=, what waits or what the caller approved. */
export function approvalsRouter(approvals: ApprovalService): Router {
  const router = Router();

  router.get("/approvals", requireQueueReader, async (req, res) => {
    const query = parseOrThrow(approvalsQuerySchema, req.query);
    res.type("json").send(presentApprovalQueue(await approvals.queue(currentUser(req), query)));
  });

  return router;
}
