import { eq } from "drizzle-orm";
import { projects, type NewProjectRow, type ProjectRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export async function findProjectByNumber(db: DbOrTx, projectNumber: string): Promise<ProjectRow | undefined> {
  const rows = await db.select().from(projects).where(eq(projects.projectNumber, projectNumber));
  return rows[0];
}

export async function insertProject(db: DbOrTx, values: NewProjectRow): Promise<ProjectRow> {
  const rows = await db.insert(projects).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert projects returned no row");
  return row;
}
