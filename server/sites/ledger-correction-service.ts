/**
 * Corrections (docs/product-rules.md §15, "Entries and corrections"): an entry is never
 * changed; a correction is a new entry of method 'correction' that points at it. It voids its
 * target, restates it at another time (both supersede the target), or adds the check-out a
 * check-in lacked (supersedes nothing).
 */
import { isLateEntry, type LedgerEntryKind } from "../../shared/domain";
import { type CorrectionBody } from "../../shared/validation/ledger";
import type { Db, DbOrTx } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { uniqueViolation } from "../lib/db-errors";
import { conflict, fieldError, notFound, problem } from "../lib/errors";
import { withinSiteDates, type LedgerClock } from "./ledger-clock";
import { assertMayCorrect } from "./policies";
import { writeLedgerEvent } from "./ledger-events";
import { effectiveNeighbours, findEntryWithRefs, insertEntry, lockLedgerPerson, personKeyOf, type LedgerEntryWithRefs } from "./ledger-repo";
import { findSiteRow } from "./repo";

/** What the correction states: its kind and time, and whether it voids or supersedes its target. */
interface Correction {
  kind: LedgerEntryKind;
  occurredAt: Date;
  supersedes: boolean;
  voids: boolean;
}

/** The correction the body asks for, from its target. */
function correctionOf(target: LedgerEntryWithRefs, body: CorrectionBody): Correction {
  if (body.void) return { kind: target.kind, occurredAt: target.occurredAt, supersedes: true, voids: true };
  // The schema requires a time unless the entry is voided.
  const occurredAt = body.occurredAt as Date;
  const kind = body.kind ?? target.kind;
  if (kind === target.kind) return { kind, occurredAt, supersedes: true, voids: false };
  if (kind === "out" && target.kind === "in") return { kind, occurredAt, supersedes: false, voids: false };
  throw fieldError("kind", problem("ledger.correction-out-only-for-in"));
}

/**
 * A restated time stays between the person's entries before and after the target; an added
 * check-out comes after its check-in, before the person's next entry, and only where no
 * check-out follows yet. A void needs no such check: the latest entry that counts decides.
 */
async function assertFitsTimeline(tx: DbOrTx, target: LedgerEntryWithRefs, c: Correction): Promise<void> {
  if (c.voids) return;
  const { before, after } = await effectiveNeighbours(tx, personKeyOf(target), target);
  if (c.supersedes) {
    if ((before && c.occurredAt < before.occurredAt) || (after && c.occurredAt > after.occurredAt)) throw conflict(problem("ledger.correction-out-of-order"));
    return;
  }
  if (c.occurredAt < target.occurredAt) throw conflict(problem("ledger.out-before-in"));
  if (after?.kind === "out") throw conflict(problem("ledger.correction-already-out"));
  if (after && c.occurredAt > after.occurredAt) throw conflict(problem("ledger.correction-out-of-order"));
}

export function createLedgerCorrectionActions(db: Db, clock: LedgerClock) {
  async function correctIn(tx: DbOrTx, actor: SessionUser, entryId: string, body: CorrectionBody): Promise<LedgerEntryWithRefs> {
    const found = await findEntryWithRefs(tx, entryId);
    if (!found) throw notFound();
    await assertMayCorrect(tx, found, actor);
    await lockLedgerPerson(tx, personKeyOf(found));
    // Read again under the lock: a correction that came first is seen.
    const target = (await findEntryWithRefs(tx, entryId)) ?? found;
    if (target.voids) throw conflict(problem("ledger.correction-voided"));
    if (target.supersededBy !== null) throw conflict(problem("ledger.correction-superseded"));

    const c = correctionOf(target, body);
    const now = clock.now();
    if (!c.voids) {
      if (c.occurredAt > now) throw fieldError("occurredAt", problem("ledger.correction-in-future"));
      const site = await findSiteRow(tx, target.siteId);
      if (!site || !withinSiteDates(site, c.occurredAt, clock.timeZone)) throw fieldError("occurredAt", problem("ledger.correction-outside-site"));
    }
    await assertFitsTimeline(tx, target, c);

    const row = await insertEntry(tx, {
      siteId: target.siteId,
      userId: target.userId,
      personId: target.personId,
      personName: target.personName,
      identityNumber: target.identityNumber,
      companyName: target.companyName,
      companyOrgNumber: target.companyOrgNumber,
      kind: c.kind,
      occurredAt: c.occurredAt,
      recordedAt: now,
      recordedBy: actor.id,
      method: "correction",
      late: isLateEntry(c.occurredAt, now),
      correctsId: target.id,
      supersedes: c.supersedes,
      voids: c.voids,
      reason: body.reason,
    });
    await writeLedgerEvent(
      tx,
      {
        siteId: target.siteId,
        actorId: actor.id,
        action: "correction",
        entryId: row.id,
        // Whom it is about, as the entry names them, and why: the log tells its story without the entries.
        details: {
          correctsId: target.id,
          personName: row.personName,
          kind: row.kind,
          occurredAt: row.occurredAt.toISOString(),
          supersedes: row.supersedes,
          void: row.voids,
          reason: row.reason,
        },
      },
      row,
    );
    const entry = await findEntryWithRefs(tx, row.id);
    if (!entry) throw notFound();
    return entry;
  }

  return {
    /** A correction of an entry, by an admin or the site's platsansvarig. */
    async correct(actor: SessionUser, entryId: string, body: CorrectionBody): Promise<LedgerEntryWithRefs> {
      try {
        return await db.transaction((tx) => correctIn(tx, actor, entryId, body));
      } catch (error) {
        // The person's lock makes this unreachable; the index is the database's own guard.
        if (uniqueViolation(error) === "ledger_entries_superseded_once") throw conflict(problem("ledger.correction-superseded"));
        throw error;
      }
    },
  };
}
