import { isUuid } from "../lib/ids";
import type { ProjectRow } from "../../shared/schema";
import { PROJECT_MSG, type ProjectBody } from "../../shared/validation/projects";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { uniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, notFound } from "../lib/errors";
import { findProjectById, insertProject, isCustomer, listProjects, updateProjectRow, type ProjectWithHours } from "./repo";



async function checkCustomer(tx: DbOrTx, body: ProjectBody): Promise<void> {
  if (body.customerId && !(await isCustomer(tx, body.customerId))) {
    throw badRequest(PROJECT_MSG.customerInvalid, { customerId: PROJECT_MSG.customerInvalid });
  }
}

function rethrowProjectConflict(error: unknown): never {
  if (uniqueViolation(error) === "projects_project_number_unique") {
    throw conflict(PROJECT_MSG.numberTaken, { projectNumber: PROJECT_MSG.numberTaken });
  }
  throw error;
}

export function createProjectService(db: Db) {
  return {
    /** Workers see the projects they can still report on; admins see all, archived included. */
    async list(user: SessionUser): Promise<ProjectWithHours[] | ProjectRow[]> {
      if (user.role === "admin") return listProjects(db, { includeArchived: true });
      // The company's hours per project are for admins; workers get the projects alone.
      const rows = await listProjects(db, { includeArchived: false });
      return rows.map(({ reportedHours: _hours, ...project }) => project);
    },

    async get(id: string): Promise<ProjectRow> {
      const row = isUuid(id) ? await findProjectById(db, id) : undefined;
      if (!row) throw notFound();
      return row;
    },

    create(body: ProjectBody, actor: SessionUser): Promise<ProjectRow> {
      return db.transaction(async (tx) => {
        await checkCustomer(tx, body);
        let row: ProjectRow;
        try {
          row = await insertProject(tx, body);
        } catch (error) {
          rethrowProjectConflict(error);
        }
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "project", entityId: row.id, after: row });
        return row;
      });
    },

    update(id: string, body: ProjectBody, actor: SessionUser): Promise<ProjectRow> {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (tx) => {
        const before = await findProjectById(tx, id);
        if (!before) throw notFound();
        await checkCustomer(tx, body);
        let after: ProjectRow | undefined;
        try {
          after = await updateProjectRow(tx, id, body);
        } catch (error) {
          rethrowProjectConflict(error);
        }
        if (!after) throw notFound();
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "project", entityId: id, before, after });
        return after;
      });
    },

    /** Projects are never removed: DELETE archives. */
    archive(id: string, actor: SessionUser): Promise<ProjectRow> {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (tx) => {
        const before = await findProjectById(tx, id);
        if (!before) throw notFound();
        const after = await updateProjectRow(tx, id, { status: "archived" });
        if (!after) throw notFound();
        await writeAudit(tx, { userId: actor.id, action: "archive", entityType: "project", entityId: id, before, after });
        return after;
      });
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
