import { z } from "zod";
import type { LedgerEntry } from "@shared/types";
import { isIsoDate } from "@shared/dates";
import { skippedTime, zonedDateTime } from "@shared/wall-clock";
import { CLOCK_SHOWINGS, instantInShowing, isRepeatedTime, showingOf, type ClockShowing } from "@shared/domain";
import { CLOCK_TIME_MSG, correctionBodySchema, LEDGER_MSG } from "@shared/validation";
import type { CorrectionRequest } from "@/api/sites/create-correction";
import { stockholmParts } from "@/lib/ledger/ledger-format";

/** 'Ändra tid', 'Lägg till glömd utcheckning', 'Stryk posten' (docs/product-rules.md §15). */
export type CorrectionChoice = "time" | "out" | "void";

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d))?$/;

/**
 * The correction dialog's fields: a date and a wall-clock time in Stockholm instead of the
 * body's instant, which of the two showings a time the autumn clock shows twice is
 * (docs/product-rules.md §5), and the body's own reason rule (10–500 characters, trimmed).
 */
export const correctionFormSchema = z
  .object({
    choice: z.enum(["time", "out", "void"]),
    date: z.string(),
    time: z.string(),
    showing: z.enum(CLOCK_SHOWINGS),
    reason: correctionBodySchema.shape.reason,
  })
  .superRefine((values, ctx) => {
    if (values.choice === "void") return;
    if (!isIsoDate(values.date)) ctx.addIssue({ code: "custom", path: ["date"], message: LEDGER_MSG.invalidTime });
    if (!CLOCK.test(values.time)) ctx.addIssue({ code: "custom", path: ["time"], message: LEDGER_MSG.invalidTime });
    // The hour the spring clock skips names no moment (docs/product-rules.md §5, "Clock changes").
    else if (isIsoDate(values.date) && skippedTime(values.date, values.time.slice(0, 5))) {
      ctx.addIssue({ code: "custom", path: ["time"], message: CLOCK_TIME_MSG.skippedTime(values.time.slice(0, 5), values.date) });
    }
  });
export type CorrectionFormInput = z.input<typeof correctionFormSchema>;
export type CorrectionFormValues = z.output<typeof correctionFormSchema>;

/**
 * The dialog's first values: the entry's own moment, so 'Ändra tid' starts from what is there,
 * in its own showing when the clock showed its time twice.
 */
export function correctionDefaults(entry: LedgerEntry): CorrectionFormInput {
  const { date, time } = stockholmParts(entry.occurredAt);
  return { choice: "time", date, time, showing: showingOf(Date.parse(entry.occurredAt)) ?? "first", reason: "" };
}

/** Whether the dialog asks which showing: the date and time name a time the autumn clock shows twice. */
export function asksShowing(date: string, time: string): boolean {
  return isIsoDate(date) && CLOCK.test(time) && isRepeatedTime(date, time.slice(0, 5));
}

/**
 * The instant of a Stockholm wall-clock `TT:MM` or `TT:MM:SS` on `date` in the chosen showing, as
 * the body's timestamp with its offset (`2026-10-25T02:30:00+01:00`): the server keeps the
 * instant it names, whichever 02:30 it is.
 */
export function stockholmIso(date: string, time: string, showing: ClockShowing): string {
  const seconds = Number(time.slice(6, 8) || 0);
  return zonedDateTime(new Date(instantInShowing(date, time.slice(0, 5), showing) + seconds * 1000));
}

/** The body for POST /api/ledger/{entryId}/corrections: a new time keeps the kind, so only a forgotten check-out names one. */
export function correctionBody(values: CorrectionFormValues): CorrectionRequest {
  const { choice, reason } = values;
  if (choice === "void") return { void: true, reason };
  const occurredAt = stockholmIso(values.date, values.time, values.showing);
  return choice === "out" ? { occurredAt, kind: "out", reason } : { occurredAt, reason };
}
