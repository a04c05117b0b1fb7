import { Router } from "express";
import { calendarQuerySchema } from "../../shared/validation/calendar";
import { currentUser } from "../lib/auth-guards";
import { requireCalendarReader } from "./policies";
import { parseOrThrow } from "../lib/validate";
import { presentCalendar } from "./presenter";
import type { CalendarService } from "./service";

export function calendarRouter(calendar: CalendarService): Router {
  const router = Router();
  router.get("/report-calendar", requireCalendarReader, async (req, res) => {
    res.json(presentCalendar(await calendar.days(currentUser(req), parseOrThrow(calendarQuerySchema, req.query))));
  });
  return router;
}
