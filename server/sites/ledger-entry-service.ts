/**
 * Checking in and out (docs/product-rules.md §15, "Entries and corrections"): the signed-in
 * user itself, or someone an admin or platsansvarig registers. One entry per call, written with
 * its event-log row in one transaction under the person's lock.
 */
import { todayIn } from "../../shared/dates";
import { checkOutNeedsTime, isLateEntry, ledgerEntryWindow, type LedgerEntryKind, type LedgerEntryMethod } from "../../shared/domain";
import type { SiteRow } from "../../shared/schema";
import { type LedgerEntryBody } from "../../shared/validation/ledger";
import type { Db, DbOrTx } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { uniqueViolation } from "../lib/db-errors";
import { conflict, fieldError, notFound, problem } from "../lib/errors";
import { companySettingsProblem, readPayrollSettings } from "../payroll";
import { findUserById, setMissingIdentityNumber } from "../users";
import { withinSiteDates, type LedgerClock } from "./ledger-clock";
import { assertMayRegisterOthers, mayBeRegistered } from "./policies";
import { nextEventIdAndTime } from "./chain-repo";
import { writeLedgerEvent } from "./ledger-events";
import {
  findEntryIdByClientId,
  findEntryWithRefs,
  findSitePerson,
  insertEntry,
  latestEffectiveEntry,
  lockLedgerClientId,
  lockLedgerPerson,
  type LedgerEntryWithRefs,
  type LedgerPersonKey,
} from "./ledger-repo";
import { siteReadiness } from "./readiness";
import { findSiteRow } from "./repo";

/** Whom an entry names, as it is now: copied onto the entry. */
interface Named {
  key: LedgerPersonKey;
  method: Exclude<LedgerEntryMethod, "correction">;
  fullName: string;
  /** Null for a user who has none yet. */
  identityNumber: string | null;
  /** The site company's; null for our users, whose company is ours (payroll settings). */
  company: { name: string; orgNumber: string } | null;
}

/** The person of the body: the actor itself, one of our users, or a person of the site. */
async function whoIsNamed(tx: DbOrTx, site: SiteRow, actor: SessionUser, body: LedgerEntryBody): Promise<Named> {
  const userId = body.userId ?? (body.personId ? undefined : actor.id);
  const registered = userId !== actor.id;
  if (registered) await assertMayRegisterOthers(tx, site.id, actor);
  const method = registered ? "registered" : "self";
  if (userId !== undefined) {
    const user = await findUserById(tx, userId);
    if (!user || !mayBeRegistered(user)) throw fieldError("userId", problem("ledger.user-unknown"));
    return { key: { userId }, method, fullName: user.fullName, identityNumber: user.identityNumber, company: null };
  }
  const personId = body.personId as string;
  if (site.ledgerScope !== "site") throw conflict(problem("ledger.not-samlad"));
  const person = await findSitePerson(tx, site.id, personId);
  if (!person) throw fieldError("personId", problem("ledger.person-unknown"));
  return {
    key: { personId },
    method,
    fullName: person.fullName,
    identityNumber: person.identityNumber,
    company: { name: person.companyName, orgNumber: person.companyOrgNumber },
  };
}

/**
 * The identity number the entry records. A user without one gives it at its own first check-in
 * (stored on the user); anyone else's missing number is the admin's to set first.
 */
async function identityNumberFor(tx: DbOrTx, named: Named, actor: SessionUser, given: string | null | undefined): Promise<string> {
  if (named.key.userId === undefined) return named.identityNumber as string;
  const current = (await findUserById(tx, named.key.userId))?.identityNumber ?? null;
  if (current !== null) return current;
  if (named.method === "registered") throw conflict(problem("ledger.identity-number-missing-for", { name: named.fullName }));
  if (!given) throw conflict(problem("ledger.identity-number-missing"), { identityNumber: problem("ledger.identity-number-missing") });
  const after = await setMissingIdentityNumber(tx, named.key.userId, given, actor.id);
  return after?.identityNumber ?? given;
}

/**
 * One state per person (checked in or not), on every site; the time may not go back past the
 * latest entry. A check-out with no time (`given` null: 'now') of a stay of more than 12 hours
 * is refused: it asks for the time the person left (docs/product-rules.md §15).
 */
async function assertFitsState(tx: DbOrTx, named: Named, site: SiteRow, kind: LedgerEntryKind, occurredAt: Date, given: Date | undefined): Promise<void> {
  const latest = await latestEffectiveEntry(tx, named.key);
  const checkedInAt = latest?.kind === "in" ? latest : undefined;
  if (kind === "in" && checkedInAt) throw conflict(problem("ledger.already-checked-in", { name: named.fullName, site: checkedInAt.siteName }));
  if (kind === "out" && !checkedInAt) throw conflict(problem("ledger.not-checked-in", { name: named.fullName }));
  if (kind === "out" && checkedInAt && checkedInAt.siteId !== site.id)
    throw conflict(problem("ledger.checked-in-elsewhere", { name: named.fullName, site: checkedInAt.siteName }));
  if (kind === "out" && checkedInAt && given === undefined && checkOutNeedsTime(checkedInAt.occurredAt.getTime(), occurredAt.getTime())) {
    const message = named.method === "self" ? problem("ledger.out-needs-own-time") : problem("ledger.out-needs-time", { name: named.fullName });
    throw conflict(message, { occurredAt: message });
  }
  if (latest && occurredAt < latest.occurredAt) throw conflict(kind === "out" ? problem("ledger.out-before-in") : problem("ledger.not-before-latest"));
}

export interface RecordedEntry {
  entry: LedgerEntryWithRefs;
  /** False when a `clientId` the recorder already used returned its first entry. */
  created: boolean;
}

export function createLedgerEntryActions(db: Db, clock: LedgerClock) {
  async function existing(tx: DbOrTx, id: string): Promise<RecordedEntry> {
    const entry = await findEntryWithRefs(tx, id);
    if (!entry) throw notFound();
    return { entry, created: false };
  }

  async function recordIn(tx: DbOrTx, actor: SessionUser, siteId: string, body: LedgerEntryBody): Promise<RecordedEntry> {
    if (body.clientId) {
      await lockLedgerClientId(tx, actor.id, body.clientId);
      const sent = await findEntryIdByClientId(tx, actor.id, body.clientId);
      if (sent) return existing(tx, sent);
    }
    const site = await findSiteRow(tx, siteId);
    if (!site) throw notFound();
    const named = await whoIsNamed(tx, site, actor, body);
    const now = clock.now();
    const occurredAt = body.occurredAt ?? now;
    const allowed = ledgerEntryWindow(now);
    if (occurredAt > allowed.latest) throw fieldError("occurredAt", problem("ledger.too-far-ahead"));
    if (occurredAt < allowed.earliest) throw fieldError("occurredAt", problem("ledger.too-far-back"));
    const stored = await readPayrollSettings(tx);
    const company = stored.settings;
    const missing = siteReadiness(site, { ...company, unreadable: companySettingsProblem(stored) }, todayIn(clock.timeZone, now))[0];
    if (missing) throw conflict(missing);
    // The same words as for a correction: a time of a day the site does not have.
    if (!withinSiteDates(site, occurredAt, clock.timeZone)) throw fieldError("occurredAt", problem("ledger.correction-outside-site"));

    await lockLedgerPerson(tx, named.key);
    const identityNumber = await identityNumberFor(tx, named, actor, body.identityNumber);
    await assertFitsState(tx, named, site, body.kind, occurredAt, body.occurredAt);
    // The entry's event: its id and time drawn before the entry takes the site's chain lock.
    const reserved = await nextEventIdAndTime(tx);
    const row = await insertEntry(tx, {
      siteId: site.id,
      userId: named.key.userId ?? null,
      personId: named.key.personId ?? null,
      personName: named.fullName,
      identityNumber,
      companyName: named.company?.name ?? company.companyName,
      companyOrgNumber: named.company?.orgNumber ?? company.orgNumber,
      kind: body.kind,
      occurredAt,
      recordedAt: now,
      recordedBy: actor.id,
      method: named.method,
      late: isLateEntry(occurredAt, now),
      clientId: body.clientId ?? null,
    });
    // The entry's event follows it in the chain, and the answer is made from what was written:
    // from the entry's insert to the commit the site's chain is locked (docs/benchmarks.md §9.1).
    await writeLedgerEvent(
      tx,
      {
        siteId: site.id,
        actorId: actor.id,
        action: "entry",
        entryId: row.id,
        details: { personName: row.personName, kind: row.kind, method: row.method, occurredAt: row.occurredAt.toISOString(), late: row.late },
        reserved,
      },
      row,
    );
    // Nothing corrects an entry not yet committed.
    return { entry: { ...row, siteName: site.name, recordedByName: actor.fullName, supersededBy: null }, created: true };
  }

  return {
    /**
     * A check-in or check-out on the site. With a `clientId` the recorder already used, the
     * entry made with it (`created: false`), also when two sends arrive at once: the second
     * waits on the first's lock, and should it still meet the unique index, the first's entry
     * is read after the rollback.
     */
    async record(actor: SessionUser, siteId: string, body: LedgerEntryBody): Promise<RecordedEntry> {
      try {
        return await db.transaction((tx) => recordIn(tx, actor, siteId, body));
      } catch (error) {
        if (body.clientId && uniqueViolation(error) === "ledger_entries_client_unique") {
          const sent = await findEntryIdByClientId(db, actor.id, body.clientId);
          if (sent) return existing(db, sent);
        }
        throw error;
      }
    },
  };
}
