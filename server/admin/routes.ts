import { Router } from "express";
import { adminWeekQuerySchema } from "../../shared/validation/admin";
import { requireAdminViewer } from "./policies";
import { sendJsonArray } from "../lib/json-text";
import { parseOrThrow } from "../lib/validate";
import { presentAdminSummary, presentAdminWeek } from "./presenter";
import type { AdminService } from "./service";

export function adminRouter(admin: AdminService): Router {
  const router = Router();

  router.get("/admin/week", requireAdminViewer, async (req, res) => {
    const week = await admin.week(parseOrThrow(adminWeekQuerySchema, req.query));
    const { workers, around } = presentAdminWeek(week);
    res.set("X-Total-Count", String(week.total));
    sendJsonArray(res, workers, around);
  });

  router.get("/admin/summary", requireAdminViewer, async (_req, res) => {
    res.json(presentAdminSummary(await admin.summary()));
  });

  return router;
}
