import { sql } from "drizzle-orm";
import type { DbOrTx } from "./index";

/**
 * Who the server is in the database, for the warning at start in production
 * (docs/production-database-role.md): a role that owns the tables, or a superuser, can drop the
 * personalliggare's triggers, and only the chain's check would show what it did then
 * (docs/product-rules.md §15, "Kedjan"); so can a member of the owner's role. Null when the
 * role is none of these.
 */
export async function databaseRoleWarning(db: DbOrTx): Promise<string | null> {
  const result = await db.execute<{ me: string; superuser: boolean; owner: string | null; acts_as_owner: boolean }>(sql`
    SELECT current_user AS me,
           (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
           (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = to_regclass('public.ledger_entries')) AS owner,
           coalesce((SELECT pg_has_role(current_user, relowner, 'MEMBER') FROM pg_class WHERE oid = to_regclass('public.ledger_entries')), false) AS acts_as_owner`);
  const row = result.rows[0];
  if (!row) return null;
  if (row.superuser) {
    return `the server runs as the database superuser "${row.me}": it could drop the triggers that keep the personalliggare and audit trail append-only. Run it as a role that does not own the tables (docs/production-database-role.md).`;
  }
  if (row.owner === row.me) {
    return `the server runs as "${row.me}", the owner of the tables: it could drop the triggers that keep the personalliggare and audit trail append-only. Run it as a role that does not own the tables (docs/production-database-role.md).`;
  }
  // A member of the owner's role may act as the owner (SET ROLE) and drop the triggers as well.
  if (row.acts_as_owner) {
    return `the server runs as "${row.me}", a member of "${row.owner}", the owner of the tables: it could drop the triggers that keep the personalliggare and audit trail append-only. Run it as a role that does not own the tables (docs/production-database-role.md).`;
  }
  return null;
}
