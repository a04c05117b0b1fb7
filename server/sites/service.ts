import type { SiteRow } from "../../shared/schema";
import { type SiteBody, type SitePatch } from "../../shared/validation/sites";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { fieldError, notFound, problem } from "../lib/errors";
import { companySettingsProblem, readPayrollSettings } from "../payroll";
import { listedSitesOf, seesResponsibles } from "./policies";
import type { SiteWithLinks } from "./presenter";
import { siteReadiness } from "./readiness";
import { writeSiteChange } from "./site-history";
import {
  activeWorkersAmong,
  findSiteRow,
  insertSiteRow,
  linksOf,
  listSiteRows,
  projectsAmong,
  replaceResponsibles,
  setSiteProjects,
  updateSiteRow,
} from "./repo";

/** Every platsansvarig an active worker and every project a project, or a 400 on the field. */
async function assertLinks(tx: DbOrTx, input: { responsibleIds?: string[]; projectIds?: string[] }): Promise<void> {
  if (input.responsibleIds) {
    const workers = await activeWorkersAmong(tx, input.responsibleIds);
    if (input.responsibleIds.some((id) => !workers.has(id))) throw fieldError("responsibleIds", problem("site.responsible-not-worker"));
  }
  if (input.projectIds) {
    const known = await projectsAmong(tx, input.projectIds);
    if (input.projectIds.some((id) => !known.has(id))) throw fieldError("projectIds", problem("project.unknown"));
  }
}

/**
 * The sites of the personalliggare (docs/product-rules.md §15). Admins read and write every
 * site; a worker reads the sites of the projects open to it, without their platsansvariga.
 * A change of the facts an inspector reads is written to the site's event log at `now`, the
 * business clock ("A site's history").
 */
export function createSiteService(db: Db, today: () => string, now: () => Date) {
  async function withLinks(tx: DbOrTx, rows: SiteRow[], actor: SessionUser): Promise<SiteWithLinks[]> {
    // One after the other: `tx` may be a transaction's one client (docs/architecture.md, the database).
    const links = await linksOf(
      tx,
      rows.map((r) => r.id),
    );
    const company = await readPayrollSettings(tx);
    const day = today();
    return rows.map((row) => ({
      row,
      responsibleIds: seesResponsibles(actor) ? (links.responsibles.get(row.id) ?? []) : [],
      projectIds: links.projects.get(row.id) ?? [],
      readiness: siteReadiness(row, { ...company.settings, unreadable: companySettingsProblem(company) }, day),
    }));
  }

  async function one(tx: DbOrTx, row: SiteRow, actor: SessionUser): Promise<SiteWithLinks> {
    const [site] = await withLinks(tx, [row], actor);
    if (!site) throw notFound();
    return site;
  }

  return {
    async list(actor: SessionUser): Promise<SiteWithLinks[]> {
      const rows = await listSiteRows(db, listedSitesOf(actor));
      return withLinks(db, rows, actor);
    },

    async get(id: string, actor: SessionUser): Promise<SiteWithLinks> {
      const row = await findSiteRow(db, id);
      // Any signed-in worker reads a site by its id: the QR poster names it in public at the
      // gate, and a worker may check in on a site none of its projects belong to
      // (docs/product-rules.md §15). The list stays with the worker's own projects.
      if (!row) throw notFound();
      return one(db, row, actor);
    },

    create(input: SiteBody, actor: SessionUser): Promise<SiteWithLinks> {
      return db.transaction(async (tx) => {
        await assertLinks(tx, input);
        const { responsibleIds, projectIds, ...fields } = input;
        const row = await insertSiteRow(tx, fields);
        await replaceResponsibles(tx, row.id, responsibleIds);
        await setSiteProjects(tx, row.id, projectIds);
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "site", entityId: row.id, after: { ...row, responsibleIds, projectIds } });
        return one(tx, row, actor);
      });
    },

    update(id: string, input: SitePatch, actor: SessionUser): Promise<SiteWithLinks> {
      return db.transaction(async (tx) => {
        const beforeRow = await findSiteRow(tx, id, true);
        if (!beforeRow) throw notFound();
        const before = await one(tx, beforeRow, actor);
        const { responsibleIds, projectIds, ...fields } = input;
        const startDate = fields.startDate ?? beforeRow.startDate;
        const endDate = fields.endDate === undefined ? beforeRow.endDate : fields.endDate;
        if (endDate !== null && endDate < startDate) throw fieldError("endDate", problem("project.end-before-start"));
        await assertLinks(tx, input);
        const row = (await updateSiteRow(tx, id, fields)) ?? beforeRow;
        if (responsibleIds) await replaceResponsibles(tx, id, responsibleIds);
        if (projectIds) await setSiteProjects(tx, id, projectIds);
        await writeSiteChange(tx, id, actor.id, beforeRow, row, now());
        const after = await one(tx, row, actor);
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entityType: "site",
          entityId: id,
          before: { ...before.row, responsibleIds: before.responsibleIds, projectIds: before.projectIds },
          after: { ...after.row, responsibleIds: after.responsibleIds, projectIds: after.projectIds },
        });
        return after;
      });
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
