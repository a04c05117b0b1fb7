import { Router } from "express";
import { closureWeekSchema } from "../../shared/validation/closures";
import { currentUser, requireAdmin, requireRole, requireStaff } from "../lib/auth-guards";
import { parseOrThrow } from "../lib/validate";
import { presentClosure, presentClosureStatus } from "./presenter";
import type { ClosureService } from "./service";

export function closuresRouter(closures: ClosureService): Router {
  const router = Router();

  router.get("/weekly-closures/status", requireStaff, async (req, res) => {
    const week = parseOrThrow(closureWeekSchema, req.query);
    res.json(presentClosureStatus(await closures.isClosed(currentUser(req), week)));
  });

  router.get("/weekly-closures/my-closures", requireStaff, async (req, res) => {
    res.json((await closures.mine(currentUser(req))).map(presentClosure));
  });

  router.post("/weekly-closures", requireRole("worker"), async (req, res) => {
    const week = parseOrThrow(closureWeekSchema, req.body);
    const { closure, created } = await closures.close(currentUser(req), week);
    res.status(created ? 201 : 200).json(presentClosure(closure));
  });

  router.get("/weekly-closures", requireAdmin, async (_req, res) => {
    res.json((await closures.all()).map(presentClosure));
  });

  return router;
}
