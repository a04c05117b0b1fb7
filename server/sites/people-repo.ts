import { and, asc, eq, sql } from "drizzle-orm";
import { siteCompanies, sitePeople, type SiteCompanyRow, type SitePersonRow } from "../../shared/schema";
import type { DbOrTx } from "../db";

export async function listCompanyRows(db: DbOrTx, siteId: string): Promise<SiteCompanyRow[]> {
  return db.select().from(siteCompanies).where(eq(siteCompanies.siteId, siteId)).orderBy(asc(siteCompanies.name), asc(siteCompanies.id));
}

/**
 * The company if it is one of the site's, share-locked until the transaction ends: a retention
 * purge deleting it at the same time then waits, and the person is not added to a company gone.
 */
export async function findCompanyOfSite(db: DbOrTx, siteId: string, companyId: string): Promise<SiteCompanyRow | undefined> {
  const rows = await db
    .select()
    .from(siteCompanies)
    .where(and(eq(siteCompanies.id, companyId), eq(siteCompanies.siteId, siteId)))
    .for("share");
  return rows[0];
}

export async function insertCompanyRow(db: DbOrTx, values: { siteId: string; name: string; orgNumber: string }): Promise<SiteCompanyRow> {
  const rows = await db.insert(siteCompanies).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert site_companies returned no row");
  return row;
}

export async function listPersonRows(db: DbOrTx, siteId: string): Promise<SitePersonRow[]> {
  return db.select().from(sitePeople).where(eq(sitePeople.siteId, siteId)).orderBy(asc(sitePeople.fullName), asc(sitePeople.id));
}

export async function findPersonOfSite(db: DbOrTx, siteId: string, personId: string): Promise<SitePersonRow | undefined> {
  const rows = await db
    .select()
    .from(sitePeople)
    .where(and(eq(sitePeople.id, personId), eq(sitePeople.siteId, siteId)))
    .for("update");
  return rows[0];
}

type PersonFields = Pick<SitePersonRow, "companyId" | "fullName" | "identityNumber" | "id06CardNumber">;

export async function insertPersonRow(db: DbOrTx, values: PersonFields & { siteId: string }): Promise<SitePersonRow> {
  const rows = await db.insert(sitePeople).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error("insert site_people returned no row");
  return row;
}

export async function updatePersonRow(db: DbOrTx, id: string, values: Partial<PersonFields>): Promise<SitePersonRow | undefined> {
  const rows = await db
    .update(sitePeople)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sitePeople.id, id))
    .returning();
  return rows[0];
}
