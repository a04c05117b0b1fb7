/**
 * Tables of the sites module (docs/product-rules.md §15): the construction sites of the
 * personalliggare and their platsansvariga. A project names its site in `projects.site_id`.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { LEDGER_SCOPES, sqlList } from "../domain";
import { timestamps } from "./columns";
import { users } from "./accounts";

export const sites = pgTable(
  "sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    address: text("address").notNull(),
    /** Skatteverket's identification number of the site; null until the admin has it. */
    skvId: text("skv_id"),
    /** `own`: our ledger holds our own people; `site`: ours is the site's samlade personalliggare (LEDGER_SCOPES). */
    ledgerScope: text("ledger_scope", { enum: LEDGER_SCOPES }).notNull().default("own"),
    builderName: text("builder_name"),
    builderOrgNumber: text("builder_org_number"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Null: open-ended. */
    endDate: date("end_date", { mode: "string" }),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("sites_dates_order", sql`${t.endDate} IS NULL OR ${t.endDate} >= ${t.startDate}`),
    check("sites_ledger_scope", sql`${t.ledgerScope} IN ${sql.raw(sqlList(LEDGER_SCOPES))}`),
    index("sites_name_idx").on(t.name),
  ],
);

/** The platsansvariga of a site: on it, and only there, they act as an admin does for the ledger. */
export const siteResponsibles = pgTable(
  "site_responsibles",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId], name: "site_responsibles_pk" }), index("site_responsibles_user_idx").on(t.userId)],
);

export type SiteRow = typeof sites.$inferSelect;
export type NewSiteRow = typeof sites.$inferInsert;
