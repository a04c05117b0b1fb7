import { Router } from "express";
import { closuresPageSchema, closureWeekSchema } from "../../shared/validation/closures";
import { currentUser } from "../lib/auth-guards";
import { requireClosureAdmin, requireClosureReader, requireWeekCloser } from "./policies";
import { parseOrThrow } from "../lib/validate";
import { presentClosure, presentClosureStatus } from "./presenter";
import type { ClosureService } from "./service";

export function closuresRouter(closures: ClosureService): Router {
  const router = Router();

  router.get("/weekly-closures/status", requireClosureReader, async (req, res) => {
    const week = parseOrThrow(closureWeekSchema, req.query);
    res.json(presentClosureStatus(await closures.isClosed(currentUser(req), week)));
  });

  router.get("/weekly-closures/my-closures", requireClosureReader, async (req, res) => {
    res.type("json").send(await closures.mine(currentUser(req)));
  });

  router.post("/weekly-closures", requireWeekCloser, async (req, res) => {
    const week = parseOrThrow(closureWeekSchema, req.body);
    const { closure, created } = await closures.close(currentUser(req), week);
    res.status(created ? 201 : 200).json(presentClosure(closure));
  });

  router.get("/weekly-closures", requireClosureAdmin, async (req, res) => {
    const { rows, total, estimated } = await closures.page(parseOrThrow(closuresPageSchema, req.query));
    res.set("X-Total-Count", String(total));
    if (estimated) res.set("X-Total-Count-Estimated", "true");
    res.json(rows.map(presentClosure));
  });

  return router;
}
