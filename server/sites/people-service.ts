import { maskSwedishIdentityNumber } from "../../shared/domain";
import type { SiteCompanyRow, SitePersonRow, SiteRow } from "../../shared/schema";
import { type SiteCompanyBody, type SitePersonBody, type SitePersonPatch } from "../../shared/validation/ledger";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { uniqueViolation } from "../lib/db-errors";
import { conflict, fieldError, notFound, problem } from "../lib/errors";
import { findCompanyOfSite, findPersonOfSite, insertCompanyRow, insertPersonRow, listCompanyRows, listPersonRows, updatePersonRow } from "./people-repo";
import { writeLedgerEvent } from "./ledger-events";
import { managedSite } from "./policies";

/**
 * The site, when `actor` may manage its other companies and people: an admin, or a
 * platsansvarig of that site (`managedSite`: another worker 403 or 404, docs/product-rules.md §15).
 */
async function siteFor(db: DbOrTx, siteId: string, actor: SessionUser, write: boolean): Promise<SiteRow> {
  const site = await managedSite(db, siteId, actor);
  // Only a samlad personalliggare holds other companies' people; what was registered while the
  // site was one stays readable.
  if (write && site.ledgerScope !== "site") throw conflict(problem("ledger.not-samlad"));
  return site;
}

/** The unique indexes of migration 0014 as the answers a client can act on. */
async function refusingDuplicates<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === "site_companies_org_unique") throw conflict(problem("ledger.company-taken"), { orgNumber: problem("ledger.company-taken") });
    if (constraint === "site_people_identity_unique") throw conflict(problem("ledger.person-taken"), { identityNumber: problem("ledger.person-taken") });
    throw error;
  }
}

async function companyOfSite(db: DbOrTx, siteId: string, companyId: string): Promise<SiteCompanyRow> {
  const company = await findCompanyOfSite(db, siteId, companyId);
  if (!company) throw fieldError("companyId", problem("ledger.company-unknown"));
  return company;
}

const PERSON_FIELDS = ["companyId", "fullName", "identityNumber", "id06CardNumber"] as const;

/** A person's fields for the event log: the identity number masked, as everywhere but the control list. */
function loggedPerson(row: Pick<SitePersonRow, "companyId" | "fullName" | "identityNumber" | "id06CardNumber">): Record<string, unknown> {
  return {
    companyId: row.companyId,
    fullName: row.fullName,
    identityNumber: maskSwedishIdentityNumber(row.identityNumber),
    id06CardNumber: row.id06CardNumber,
  };
}

/**
 * Other companies and their people on a site whose personalliggare is the samlade one
 * (`ledgerScope` 'site', docs/product-rules.md §15). Every write leaves an audit row and a row in
 * the site's event log, in its transaction.
 */
export function createPeopleService(db: Db) {
  return {
    /** Who may act, and whether the site takes writes, checked before the body is read. */
    async checkAccess(siteId: string, actor: SessionUser, write: boolean): Promise<void> {
      await siteFor(db, siteId, actor, write);
    },

    async listCompanies(siteId: string, actor: SessionUser): Promise<SiteCompanyRow[]> {
      await siteFor(db, siteId, actor, false);
      return listCompanyRows(db, siteId);
    },

    createCompany(siteId: string, input: SiteCompanyBody, actor: SessionUser): Promise<SiteCompanyRow> {
      return refusingDuplicates(
        db.transaction(async (tx) => {
          await siteFor(tx, siteId, actor, true);
          const row = await insertCompanyRow(tx, { siteId, name: input.name, orgNumber: input.orgNumber });
          await writeAudit(tx, { userId: actor.id, action: "create", entityType: "site_company", entityId: row.id, after: row });
          await writeLedgerEvent(tx, {
            siteId,
            actorId: actor.id,
            action: "company-create",
            details: { companyId: row.id, name: row.name, orgNumber: row.orgNumber },
          });
          return row;
        }),
      );
    },

    async listPeople(siteId: string, actor: SessionUser): Promise<SitePersonRow[]> {
      await siteFor(db, siteId, actor, false);
      return listPersonRows(db, siteId);
    },

    createPerson(siteId: string, input: SitePersonBody, actor: SessionUser): Promise<SitePersonRow> {
      return refusingDuplicates(
        db.transaction(async (tx) => {
          await siteFor(tx, siteId, actor, true);
          await companyOfSite(tx, siteId, input.companyId);
          const row = await insertPersonRow(tx, { siteId, ...input });
          await writeAudit(tx, { userId: actor.id, action: "create", entityType: "site_person", entityId: row.id, after: row });
          await writeLedgerEvent(tx, { siteId, actorId: actor.id, action: "person-create", details: { personId: row.id, ...loggedPerson(row) } });
          return row;
        }),
      );
    },

    /** Changes only the fields sent; a patch that changes nothing writes nothing. */
    updatePerson(siteId: string, personId: string, patch: SitePersonPatch, actor: SessionUser): Promise<SitePersonRow> {
      return refusingDuplicates(
        db.transaction(async (tx) => {
          await siteFor(tx, siteId, actor, true);
          const before = await findPersonOfSite(tx, siteId, personId);
          if (!before) throw notFound();
          const changed = PERSON_FIELDS.filter((field) => patch[field] !== undefined && patch[field] !== before[field]);
          if (changed.length === 0) return before;
          if (patch.companyId !== undefined && changed.includes("companyId")) await companyOfSite(tx, siteId, patch.companyId);
          const values = Object.fromEntries(changed.map((field) => [field, patch[field]]));
          const row = (await updatePersonRow(tx, personId, values)) ?? before;
          await writeAudit(tx, { userId: actor.id, action: "update", entityType: "site_person", entityId: personId, before, after: row });
          const was = loggedPerson(before);
          const is = loggedPerson(row);
          await writeLedgerEvent(tx, {
            siteId,
            actorId: actor.id,
            action: "person-update",
            details: { personId, changes: Object.fromEntries(changed.map((field) => [field, { before: was[field], after: is[field] }])) },
          });
          return row;
        }),
      );
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
