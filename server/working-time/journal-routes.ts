import { Router } from "express";
import { journalFileName } from "../../shared/domain";
import { journalQuerySchema } from "../../shared/validation/overtime-journal";
import { requireJournalReader } from "./policies";
import { contentDisposition } from "../lib/csv";
import { parseOrThrow } from "../lib/validate";
import type { JournalService } from "./journal-service";

/** docs/product-rules.md §11: the overtime journal of a year, as JSON and as CSV. Admin only. */
export function journalRouter(journal: JournalService): Router {
  const router = Router();

  router.get("/working-time/journal", requireJournalReader, async (req, res) => {
    const { year } = parseOrThrow(journalQuerySchema, req.query);
    res.json(await journal.journal(year));
  });

  router.get("/working-time/journal.csv", requireJournalReader, async (req, res) => {
    const { year } = parseOrThrow(journalQuerySchema, req.query);
    const body = await journal.csv(year);
    res
      .status(200)
      .set({
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": contentDisposition(journalFileName(year, "csv")),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      })
      .send(body);
  });

  return router;
}
