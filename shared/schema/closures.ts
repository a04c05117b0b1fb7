/** The closures module's table: weeks a worker has closed ('Stäng vecka'). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const weeklyClosures = pgTable(
  "weekly_closures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workerId: uuid("worker_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    year: integer("year").notNull(),
    weekNumber: integer("week_number").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    unique("weekly_closures_worker_week_unique").on(t.workerId, t.year, t.weekNumber),
    check("weekly_closures_week_range", sql`${t.weekNumber} BETWEEN 1 AND 53`),
    // The admin's closure list, newest week first: a deep page finds its first week here.
    index("weekly_closures_week_idx").on(t.year, t.weekNumber),
  ],
);

export type WeeklyClosureRow = typeof weeklyClosures.$inferSelect;
