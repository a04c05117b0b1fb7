/** Tables of the users module and of sign-in (server/auth: sessions; server/lib: rate limits). */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, date, index, integer, json, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { userRole } from "./enums";
import { LOCALES, type Locale } from "../i18n/locales";

/** `locale in ('sv', 'en', 'pl')`, from the one list of languages (docs/i18n.md). */
const localeCheck = (column: AnyPgColumn) => sql`${column} IN (${sql.raw(LOCALES.map((l) => `'${l}'`).join(", "))})`;

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique("users_username_unique"),
    password: text("password").notNull(),
    fullName: text("full_name").notNull(),
    role: userRole("role").notNull().default("worker"),
    email: text("email").notNull(),
    avatarUrl: text("avatar_url"),
    active: boolean("active").notNull().default(true),
    /** Anställningsnummer: the `anstid` of the PAXml file; unique when set. */
    employeeNumber: text("employee_number"),
    /** Anställd från: days before it are never missing (docs/product-rules.md §7); null when not set. */
    employedFrom: date("employed_from", { mode: "string" }),
    /**
     * Personnummer or samordningsnummer `ÅÅÅÅMMDD-NNNN`, kept in full for the personalliggare
     * (docs/product-rules.md §15, docs/decisions/2026-11-26-identity-numbers.md); answers mask it.
     */
    identityNumber: text("identity_number"),
    /** SHA-256 of the reset token; the token itself is never stored. */
    resetToken: text("reset_token"),
    resetTokenExpiry: timestamp("reset_token_expiry", { withTimezone: true, mode: "date" }),
    /** The language the user reads the product in (docs/product-rules.md §17): `sv`, `en` or `pl`. */
    locale: text("locale").$type<Locale>().notNull().default("sv"),
    ...timestamps,
  },
  (t) => [
    check("users_locale_known", localeCheck(t.locale)),
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    uniqueIndex("users_employee_number_unique").on(t.employeeNumber),
    uniqueIndex("users_identity_number_unique").on(t.identityNumber),
    index("users_role_idx").on(t.role),
    index("users_reset_token_idx").on(t.resetToken),
    // The report search (`q`) matches worker names with ILIKE '%...%'.
    index("users_full_name_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
  ],
);

/**
 * An admin's invitation to make an account (docs/product-rules.md §1): one use, for
 * INVITATION_DAYS. Only the SHA-256 of the link's token is kept. A used invitation keeps its row
 * (who used it, when); a withdrawn one is deleted.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    role: userRole("role").notNull(),
    employeeNumber: text("employee_number"),
    /** 'Anställd från' of the account made from it (docs/product-rules.md §1): days before it are never missing. */
    employedFrom: date("employed_from", { mode: "string" }),
    /** The language of the invitation's e-mail and register screen, and of the account made from it. */
    locale: text("locale").$type<Locale>().notNull().default("sv"),
    tokenHash: text("token_hash").notNull().unique("invitations_token_hash_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    usedBy: uuid("used_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("invitations_email_idx").on(sql`lower(${t.email})`), check("invitations_locale_known", localeCheck(t.locale))],
);

/** connect-pg-simple's table, created here by a migration instead of at run time. */
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6, mode: "date" }).notNull(),
  },
  (t) => [index("IDX_session_expire").on(t.expire), index("session_user_idx").on(sql`(${t.sess}->'passport'->>'user')`)],
);

/** Fixed-window counters shared by every app server (sign-in, reset, register limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true, mode: "date" }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type InvitationRow = typeof invitations.$inferSelect;
