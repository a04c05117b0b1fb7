/**
 * Tables of the personalliggare (docs/product-rules.md §15): the other companies and people on
 * a site whose ledger is the samlade one, the entries themselves, and the event log.
 *
 * `ledger_entries` and `ledger_events` are records the law makes the company keep: the database
 * refuses UPDATE and DELETE on both (triggers in migration 0014); only the retention purge may
 * delete, inside a transaction that first sets `tidrapport.ledger_purge` to 'on'
 * (docs/decisions/2026-11-27-personalliggare-entries.md).
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_METHODS, sqlList } from "../domain";
import { timestamps } from "./columns";
import { users } from "./accounts";
import { sites } from "./sites";

/**
 * Every entry and event of a site is a link of the site's one chain (docs/product-rules.md §15,
 * "Kedjan"): its place in the chain and the SHA-256 of the previous link's hash and its own
 * canonical form (server/sites/ledger-chain.ts).
 */
function chainColumns() {
  return {
    chainSeq: bigint("chain_seq", { mode: "number" }).notNull(),
    hash: text("hash").notNull(),
  };
}

/** Another company on a site whose ledger is the samlade one (`ledgerScope` 'site'). */
export const siteCompanies = pgTable(
  "site_companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    name: text("name").notNull(),
    /** `NNNNNN-NNNN` with a valid check digit. */
    orgNumber: text("org_number").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("site_companies_org_unique").on(t.siteId, t.orgNumber)],
);

/** A person of another company on a samlad site; our own people are `users`. */
export const sitePeople = pgTable(
  "site_people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    companyId: uuid("company_id")
      .notNull()
      .references(() => siteCompanies.id),
    fullName: text("full_name").notNull(),
    /** `ÅÅÅÅMMDD-NNNN`; shown in full only in the control list and its exports. */
    identityNumber: text("identity_number").notNull(),
    id06CardNumber: text("id06_card_number"),
    ...timestamps,
  },
  (t) => [uniqueIndex("site_people_identity_unique").on(t.siteId, t.identityNumber), index("site_people_company_idx").on(t.companyId)],
);

/**
 * One check-in or check-out, never changed. Who it names is copied onto the row as it was at
 * the time (name, identity number, company), so that a later change of a user or company never
 * rewrites the record. Exactly one of `userId` (our people) and `personId` (another company's)
 * is set.
 *
 * A correction (`method` 'correction') points at the entry it corrects (`correctsId`) and carries
 * a reason. It `supersedes` its target when it voids it or restates it with the same kind at
 * another time; an entry is superseded at most once (a later correction targets the newest
 * one). A correction of a check-in with kind 'out' adds the forgotten check-out and supersedes
 * nothing.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    userId: uuid("user_id").references(() => users.id),
    personId: uuid("person_id").references(() => sitePeople.id),
    personName: text("person_name").notNull(),
    identityNumber: text("identity_number").notNull(),
    companyName: text("company_name").notNull(),
    companyOrgNumber: text("company_org_number").notNull(),
    kind: text("kind", { enum: LEDGER_ENTRY_KINDS }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    recordedBy: uuid("recorded_by")
      .notNull()
      .references(() => users.id),
    method: text("method", { enum: LEDGER_ENTRY_METHODS }).notNull(),
    /** More than LEDGER_LATE_AFTER_MS between `occurredAt` and `recordedAt` (`isLateEntry`): 'Registrerad i efterhand'. */
    late: boolean("late").notNull().default(false),
    // Never cascades: an original cannot go while a correction points at it; the retention
    // purge deletes a correction before its original (docs/product-rules.md §15, Retention).
    correctsId: uuid("corrects_id").references((): AnyPgColumn => ledgerEntries.id),
    supersedes: boolean("supersedes").notNull().default(false),
    voids: boolean("voids").notNull().default(false),
    reason: text("reason"),
    /** The sender's id of an offline entry (§8): a repeat returns the first entry. */
    clientId: text("client_id"),
    ...chainColumns(),
  },
  (t) => [
    check("ledger_entries_one_person", sql`(${t.userId} IS NULL) <> (${t.personId} IS NULL)`),
    check("ledger_entries_kind", sql`${t.kind} IN ${sql.raw(sqlList(LEDGER_ENTRY_KINDS))}`),
    check("ledger_entries_method", sql`${t.method} IN ${sql.raw(sqlList(LEDGER_ENTRY_METHODS))}`),
    check(
      "ledger_entries_correction",
      sql`(${t.method} = 'correction') = (${t.correctsId} IS NOT NULL) AND (${t.method} = 'correction') = (${t.reason} IS NOT NULL) AND (${t.method} = 'correction' OR NOT (${t.supersedes} OR ${t.voids}))`,
    ),
    index("ledger_entries_site_time_idx").on(t.siteId, t.occurredAt),
    index("ledger_entries_user_time_idx").on(t.userId, t.occurredAt),
    index("ledger_entries_person_time_idx").on(t.personId, t.occurredAt),
    index("ledger_entries_corrects_idx").on(t.correctsId),
    uniqueIndex("ledger_entries_superseded_once")
      .on(t.correctsId)
      .where(sql`${t.supersedes}`),
    uniqueIndex("ledger_entries_client_unique").on(t.recordedBy, t.clientId),
    uniqueIndex("ledger_entries_chain_unique").on(t.siteId, t.chainSeq),
  ],
);

/**
 * The event log of the personalliggare: every entry, correction, control-view opening, export,
 * inspection link made, used or revoked, with who and when. Append-only like the entries.
 * `details` never holds a full identity number.
 */
export const ledgerEvents = pgTable(
  "ledger_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Null when no signed-in user acted (an inspector's link). */
    actorId: uuid("actor_id").references(() => users.id),
    action: text("action").notNull(),
    entryId: uuid("entry_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ...chainColumns(),
  },
  (t) => [
    index("ledger_events_site_at_idx").on(t.siteId, t.at),
    index("ledger_events_at_idx").on(t.at),
    // A site's changes, read for every control view among the many events of a busy site (docs/product-rules.md §15, "A site's history").
    index("ledger_events_site_changes_idx")
      .on(t.siteId, t.id)
      .where(sql`${t.action} = 'site-update'`),
    uniqueIndex("ledger_events_chain_unique").on(t.siteId, t.chainSeq),
  ],
);

/**
 * The head of each site's chain (docs/product-rules.md §15, "Kedjan"): the place and hash of
 * its last row, and where the kept chain begins once the retention purge has taken its start:
 * the first kept row follows `beginsSeq`, and its hash is made from `beginsHash`. Only the
 * database's own functions change it (migration 0018).
 */
export const ledgerChains = pgTable("ledger_chains", {
  siteId: uuid("site_id")
    .primaryKey()
    .references(() => sites.id),
  seq: bigint("seq", { mode: "number" }).notNull().default(0),
  hash: text("hash").notNull().default(""),
  beginsSeq: bigint("begins_seq", { mode: "number" }).notNull().default(0),
  beginsHash: text("begins_hash").notNull().default(""),
  /** The `before` of the last purge that took rows from the chain's start. */
  purgedBefore: timestamp("purged_before", { withTimezone: true, mode: "date" }),
});

export type LedgerChainRow = typeof ledgerChains.$inferSelect;

export type SiteCompanyRow = typeof siteCompanies.$inferSelect;
export type SitePersonRow = typeof sitePeople.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntryRow = typeof ledgerEntries.$inferInsert;
export type LedgerEventRow = typeof ledgerEvents.$inferSelect;

/**
 * A read-only link for Skatteverket's inspector (docs/product-rules.md §15, "Kontroll"): it opens
 * the control view without an account until `expiresAt`, or until revoked. Only the SHA-256 of
 * its random token is kept; the token itself is shown once, to whoever made the link. Making,
 * using and revoking a link are written to `ledger_events`.
 */
export const inspectionLinks = pgTable(
  "inspection_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    /** Hex SHA-256 of the token in the link's URL. */
    tokenHash: text("token_hash").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    revokedBy: uuid("revoked_by").references(() => users.id),
  },
  (t) => [uniqueIndex("inspection_links_token_unique").on(t.tokenHash), index("inspection_links_site_idx").on(t.siteId, t.expiresAt)],
);

export type InspectionLinkRow = typeof inspectionLinks.$inferSelect;
