import { Router } from "express";
import { approveSchema, bulkApproveSchema } from "../../shared/validation/approvals";
import { idParamsSchema } from "../../shared/validation/fields";
import { bulkVerifySchema } from "../../shared/validation/report-decisions";
import { currentUser } from "../lib/auth-guards";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { requireApprover, requireAttester, stepGuard } from "./policies";
import { presentBulkApproveResult, presentBulkVerifyResult } from "./presenter";
import { ATTEST_STEP_NAMES, stepRule } from "./steps";
import type { AttestWorkflow } from "./workflow";

/**
 * The decision endpoints of one kind of row, at its `base` path (`/time-reports`, `/expenses`):
 * POST {base}/verify (bulk attest: ids or a period), POST {base}/approve (bulk approval: ids,
 * maybe with the `updatedAt` shown, or a period), and POST {base}/{id}/{step} for every step of
 * ATTEST_STEPS (approve with an optional `{updatedAt}`; unapprove with a `{reason}` and an
 * optional `{updatedAt}`; unverify and return with a `{reason}`; verify), each answering the row as `present` shows it. A reject is the module's own
 * DELETE {base}/{id}. Each step's guard is its taker's (server/attest/policies.ts).
 */
export function attestRouter<Answer>(
  base: string,
  decisions: Pick<AttestWorkflow<Answer>, "take" | "verifyMany" | "approveMany">,
  present: (answer: Answer) => unknown,
): Router {
  const router = Router();

  router.post(`${base}/verify`, requireAttester, async (req, res) => {
    const target = parseOrThrow(bulkVerifySchema, req.body);
    res.json(presentBulkVerifyResult(await decisions.verifyMany(currentUser(req), target)));
  });

  router.post(`${base}/approve`, requireApprover, async (req, res) => {
    const target = parseOrThrow(bulkApproveSchema, req.body);
    res.json(presentBulkApproveResult(await decisions.approveMany(currentUser(req), target)));
  });

  for (const step of ATTEST_STEP_NAMES) {
    const rule = stepRule(step);
    router.post(`${base}/:id/${step}`, stepGuard(rule.by), async (req, res, next) => {
      const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
      if (!id) return;
      const reason = rule.reason ? parseOrThrow(rule.reason.body, req.body).reason : undefined;
      const updatedAt = rule.shown ? parseOrThrow(approveSchema, req.body ?? {}).updatedAt : undefined;
      res.json(present(await decisions.take(step, currentUser(req), id, { reason, updatedAt })));
    });
  }

  return router;
}
