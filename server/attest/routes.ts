import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { bulkVerifySchema } from "../../shared/validation/report-decisions";
import { currentUser } from "../lib/auth-guards";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { requireAttester } from "./policies";
import { presentBulkVerifyResult } from "./presenter";
import { ATTEST_STEP_NAMES, stepRule } from "./steps";
import type { AttestWorkflow } from "./workflow";

/**
 * The decision endpoints of one kind of row, at its `base` path (`/time-reports`, `/expenses`):
 * POST {base}/verify (bulk attest: ids or a period), and POST {base}/{id}/{step} for every step
 * of ATTEST_STEPS (verify; unverify and return with a `{reason}`), each answering the row as
 * `present` shows it. A reject is the module's own DELETE {base}/{id}. Only attesters pass.
 */
export function attestRouter<Answer>(
  base: string,
  decisions: Pick<AttestWorkflow<Answer>, "take" | "verifyMany">,
  present: (answer: Answer) => unknown,
): Router {
  const router = Router();

  router.post(`${base}/verify`, requireAttester, async (req, res) => {
    const target = parseOrThrow(bulkVerifySchema, req.body);
    res.json(presentBulkVerifyResult(await decisions.verifyMany(currentUser(req), target)));
  });

  for (const step of ATTEST_STEP_NAMES) {
    const body = stepRule(step).reason?.body;
    router.post(`${base}/:id/${step}`, requireAttester, async (req, res, next) => {
      const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
      if (!id) return;
      const reason = body ? parseOrThrow(body, req.body).reason : undefined;
      res.json(present(await decisions.take(step, currentUser(req), id, reason)));
    });
  }

  return router;
}
