/**
 * The chain of the personalliggare (docs/product-rules.md §15, "Kedjan"): every entry and event
 * of a site is one link of the site's chain, and its `hash` is the hex SHA-256 of the previous
 * link's hash (the empty text before the first, or the `beginsHash` the retention purge
 * recorded) followed by the row's canonical form. The one place that writes the canonical form
 * in the server; migration 0018's `ledger_entry_canonical` and `ledger_event_canonical` write the
 * same text in the database, whose insert trigger refuses a row the two do not agree on.
 */
import crypto from "node:crypto";
import type { LedgerEntryRow, LedgerEventRow } from "../../shared/schema";

/** The hash before a chain's first link. */
export const CHAIN_START_HASH = "";

/**
 * A value as PostgreSQL writes it as JSON (`json_build_array`, `jsonb::text`): an object's keys
 * by their length in UTF-8 bytes and then bytewise, ", " and ": " between the parts, a time as
 * ISO 8601 in UTC with milliseconds.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "string" || typeof value === "number") return JSON.stringify(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(", ")}]`;
  if (typeof value === "object") {
    const keys = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => ({ k, b: Buffer.from(k, "utf8") }))
      .sort((x, y) => x.b.length - y.b.length || Buffer.compare(x.b, y.b));
    return `{${keys.map(({ k }) => `${JSON.stringify(k)}: ${canonicalJson((value as Record<string, unknown>)[k])}`).join(", ")}}`;
  }
  throw new Error(`no canonical form for ${typeof value}`);
}

/** The columns of an entry that its link covers, every one of them. */
export type ChainedEntry = Pick<
  LedgerEntryRow,
  | "chainSeq"
  | "id"
  | "siteId"
  | "userId"
  | "personId"
  | "personName"
  | "identityNumber"
  | "companyName"
  | "companyOrgNumber"
  | "kind"
  | "occurredAt"
  | "recordedAt"
  | "recordedBy"
  | "method"
  | "late"
  | "correctsId"
  | "supersedes"
  | "voids"
  | "reason"
  | "clientId"
>;

export type ChainedEvent = Pick<LedgerEventRow, "chainSeq" | "id" | "siteId" | "at" | "actorId" | "action" | "entryId" | "details">;

/** An entry's canonical form: a JSON array of the table's name, its place in the chain and its columns in a fixed order. */
export function entryCanonical(e: ChainedEntry): string {
  return canonicalJson([
    "ledger_entries",
    e.chainSeq,
    e.id,
    e.siteId,
    e.userId,
    e.personId,
    e.personName,
    e.identityNumber,
    e.companyName,
    e.companyOrgNumber,
    e.kind,
    e.occurredAt,
    e.recordedAt,
    e.recordedBy,
    e.method,
    e.late,
    e.correctsId,
    e.supersedes,
    e.voids,
    e.reason,
    e.clientId,
  ]);
}

/** An event's canonical form, its `details` as stored (keys in the database's order). */
export function eventCanonical(v: ChainedEvent): string {
  // The details as the database keeps them: what JSON cannot hold (undefined, a Date) as JSON has it.
  const details: unknown = JSON.parse(JSON.stringify(v.details));
  return canonicalJson(["ledger_events", v.chainSeq, v.id, v.siteId, v.at, v.actorId, v.action, v.entryId, details]);
}

/** The link's hash: hex SHA-256 of the previous hash followed by the row's canonical form, in UTF-8. */
export function chainHash(previous: string, canonical: string): string {
  return crypto
    .createHash("sha256")
    .update(previous + canonical, "utf8")
    .digest("hex");
}
