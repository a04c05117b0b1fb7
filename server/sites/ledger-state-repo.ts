/**
 * Who stands where now (docs/product-rules.md §15): each person's latest entry that counts,
 * found per person from ledger_entries_user_time_idx / ledger_entries_person_time_idx, so the
 * cost follows the number of people, never the number of entries.
 */
import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** The person's latest entry that counts (not a void, not superseded), as a LATERAL subquery. */
function latestOf(column: "user_id" | "person_id", person: SQL): SQL {
  return sql`(SELECT e.id, e.site_id, e.kind, e.occurred_at, e.user_id, e.person_id, e.person_name, e.identity_number,
      e.company_name, e.company_org_number
    FROM ledger_entries e
    WHERE e.${sql.raw(column)} = ${person} AND NOT e.voids
      AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.corrects_id = e.id AND c.supersedes)
    ORDER BY e.occurred_at DESC, e.recorded_at DESC, e.id DESC LIMIT 1)`;
}

/** A check-in that still stands: the person's latest entry that counts is this 'in'. */
export type PresentRow = {
  id: string;
  user_id: string | null;
  person_id: string | null;
  person_name: string;
  identity_number: string;
  company_name: string;
  company_org_number: string;
  occurred_at: Date;
};

/** Everyone checked in on the site now, by name, as their check-ins recorded them. */
export async function presentOnSite(db: DbOrTx, siteId: string): Promise<PresentRow[]> {
  const result = await db.execute<PresentRow>(sql`
    SELECT l.id, l.user_id, l.person_id, l.person_name, l.identity_number, l.company_name, l.company_org_number, l.occurred_at
    FROM (
      SELECT l.* FROM users u CROSS JOIN LATERAL ${latestOf("user_id", sql`u.id`)} l
      UNION ALL
      SELECT l.* FROM site_people p CROSS JOIN LATERAL ${latestOf("person_id", sql`p.id`)} l WHERE p.site_id = ${siteId}
    ) l
    WHERE l.kind = 'in' AND l.site_id = ${siteId}
    ORDER BY l.person_name, l.id`);
  return result.rows.map((r) => ({ ...r, occurred_at: new Date(r.occurred_at) }));
}

/** One person the site's roster offers, as the person is now, with where it stands. */
export type RosterRow = {
  user_id: string | null;
  person_id: string | null;
  full_name: string;
  identity_number: string | null;
  /** The site company's; null for our users (our company is the payroll settings'). */
  company_name: string | null;
  company_org_number: string | null;
  /** The latest entry that counts, when it is an 'in': where and since when. */
  in_site_id: string | null;
  in_site_name: string | null;
  in_since: Date | null;
  /** That check-in's id: a check-out after 12 hours is a correction of it. */
  in_entry_id: string | null;
};

/** Where the person of a roster row stands: its latest entry that counts (`l`) when that is an 'in'. */
const standing = sql`CASE WHEN l.kind = 'in' THEN l.site_id END AS in_site_id, CASE WHEN l.kind = 'in' THEN s.name END AS in_site_name,
  CASE WHEN l.kind = 'in' THEN l.occurred_at END AS in_since, CASE WHEN l.kind = 'in' THEN l.id END AS in_entry_id`;

/** Our active workers and, on a samlad site, the site's people of other companies, by name. */
export async function rosterOfSite(db: DbOrTx, siteId: string, withSitePeople: boolean): Promise<RosterRow[]> {
  const people = withSitePeople
    ? sql`UNION ALL
      SELECT NULL::uuid, p.id, p.full_name, p.identity_number, co.name, co.org_number, ${standing}
      FROM site_people p JOIN site_companies co ON co.id = p.company_id
      LEFT JOIN LATERAL ${latestOf("person_id", sql`p.id`)} l ON true
      LEFT JOIN sites s ON s.id = l.site_id
      WHERE p.site_id = ${siteId}`
    : sql``;
  const result = await db.execute<RosterRow>(sql`
    SELECT * FROM (
      SELECT u.id AS user_id, NULL::uuid AS person_id, u.full_name, u.identity_number, NULL::text AS company_name,
        NULL::text AS company_org_number, ${standing}
      FROM users u
      LEFT JOIN LATERAL ${latestOf("user_id", sql`u.id`)} l ON true
      LEFT JOIN sites s ON s.id = l.site_id
      WHERE u.role = 'worker' AND u.active
      ${people}
    ) r
    ORDER BY r.full_name, coalesce(r.user_id, r.person_id)`);
  return result.rows.map((r) => ({ ...r, in_since: r.in_since === null ? null : new Date(r.in_since) }));
}
