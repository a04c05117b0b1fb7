import type { NewProjectRow, ProjectRow } from "../../shared/schema";
import { type ProjectBody, type ProjectPatch } from "../../shared/validation/projects";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { uniqueViolation } from "../lib/db-errors";
import { badRequest, conflict, notFound, problem } from "../lib/errors";
import type { JsonText } from "../lib/json-text";
import { mayBeAssigned, mayLead, seesAllProjects } from "./policies";
import type { ProjectWithLeaders } from "./presenter";
import { findUserById, hasRole } from "../users";
import {
  findProjectById,
  findProjectByNumber,
  insertProject,
  listAssignedWorkerIds,
  listProjectsForWorkerJson,
  listProjectsWithHoursJson,
  listProjectLeaders,
  lockProjectById,
  replaceAssignments,
  replaceLeaders,
  siteExists,
  updateProjectRow,
} from "./repo";

async function checkCustomer(tx: DbOrTx, body: Pick<ProjectBody, "customerId">): Promise<void> {
  if (body.customerId && !(await hasRole(tx, body.customerId, "customer"))) {
    throw badRequest(problem("project.customer-invalid"), { customerId: problem("project.customer-invalid") });
  }
}

/** A project's site must exist (docs/product-rules.md §15); the site's own list reads it from the project. */
async function checkSite(tx: DbOrTx, siteId: string | null | undefined): Promise<void> {
  if (siteId && !(await siteExists(tx, siteId))) throw badRequest(problem("site.unknown"), { siteId: problem("site.unknown") });
}

/** The arbetsledare named: each a worker's or an admin's account (docs/product-rules.md §18), else 400 and nothing saved. */
async function checkLeaders(tx: DbOrTx, leaderIds: string[]): Promise<void> {
  for (const id of leaderIds) {
    const account = await findUserById(tx, id);
    if (!account || !mayLead(account)) throw badRequest(problem("approval.leader-invalid"), { leaderIds: problem("approval.leader-invalid") });
  }
}

/** The project's row with its arbetsledare, as its answer and its audit row show it. */
async function withLeaders(tx: DbOrTx, row: ProjectRow): Promise<ProjectWithLeaders> {
  return { ...row, leaders: await listProjectLeaders(tx, row.id) };
}

const leaderIdsOf = (p: ProjectWithLeaders) => p.leaders.map((l) => l.id);

function rethrowProjectConflict(error: unknown): never {
  if (uniqueViolation(error) === "projects_project_number_unique") {
    throw conflict(problem("project.number-taken"), { projectNumber: problem("project.number-taken") });
  }
  throw error;
}

/** Creates a project unless its number exists (the demo seed, safe to run at every start). */
export async function ensureProject(tx: DbOrTx, values: NewProjectRow, actorId: string | null): Promise<void> {
  if (await findProjectByNumber(tx, values.projectNumber)) return;
  const row = await insertProject(tx, values);
  await writeAudit(tx, { userId: actorId, action: "create", entityType: "project", entityId: row.id, after: row });
}

export function createProjectService(db: Db) {
  return {
    /**
     * The project list as the caller may see it, as the API's JSON made by PostgreSQL: workers
     * see the active or planned projects open to them; admins see all, archived included, with
     * the hours reported on each (the company's hours are for admins).
     */
    list(user: SessionUser): Promise<JsonText> {
      return seesAllProjects(user) ? listProjectsWithHoursJson(db) : listProjectsForWorkerJson(db, user.id);
    },

    create({ leaderIds, ...body }: ProjectBody, actor: SessionUser): Promise<ProjectWithLeaders> {
      return db.transaction(async (tx) => {
        await checkCustomer(tx, body);
        await checkSite(tx, body.siteId);
        await checkLeaders(tx, leaderIds);
        let row: ProjectRow;
        try {
          row = await insertProject(tx, body);
        } catch (error) {
          rethrowProjectConflict(error);
        }
        await replaceLeaders(tx, row.id, leaderIds);
        const after = await withLeaders(tx, row);
        await writeAudit(tx, { userId: actor.id, action: "create", entityType: "project", entityId: row.id, after: { ...row, leaderIds: leaderIdsOf(after) } });
        return after;
      });
    },

    /** PATCH: the fields sent change, the others keep their values (docs/product-rules.md §3). */
    update(id: string, { leaderIds, ...patch }: ProjectPatch, actor: SessionUser): Promise<ProjectWithLeaders> {
      return db.transaction(async (tx) => {
        // Locked: two changes of its arbetsledare take turns, each replacing the list whole.
        const found = await lockProjectById(tx, id);
        if (!found) throw notFound();
        const before = await withLeaders(tx, found);
        if (leaderIds !== undefined) await checkLeaders(tx, leaderIds);
        if (patch.customerId !== undefined) await checkCustomer(tx, { customerId: patch.customerId });
        await checkSite(tx, patch.siteId);
        const startDate = patch.startDate !== undefined ? patch.startDate : before.startDate;
        const expectedEndDate = patch.expectedEndDate !== undefined ? patch.expectedEndDate : before.expectedEndDate;
        if (startDate && expectedEndDate && expectedEndDate < startDate) {
          throw badRequest(problem("project.end-before-start"), { expectedEndDate: problem("project.end-before-start") });
        }
        let after: ProjectRow | undefined;
        try {
          after = await updateProjectRow(tx, id, patch);
        } catch (error) {
          rethrowProjectConflict(error);
        }
        if (!after) throw notFound();
        if (leaderIds !== undefined) await replaceLeaders(tx, id, leaderIds);
        const answer = await withLeaders(tx, after);
        await writeAudit(tx, {
          userId: actor.id,
          action: "update",
          entityType: "project",
          entityId: id,
          before: { ...found, leaderIds: leaderIdsOf(before) },
          after: { ...after, leaderIds: leaderIdsOf(answer) },
        });
        return answer;
      });
    },

    async workers(id: string): Promise<string[]> {
      if (!(await findProjectById(db, id))) throw notFound();
      return listAssignedWorkerIds(db, id);
    },

    /**
     * Replaces the assigned workers; an empty list opens the project to every worker. Atomic
     * (docs/product-rules.md §3): the project's row is locked first, so replacements sent at
     * once take turns and each reads, writes and answers its own list, never a merge of them.
     */
    setWorkers(id: string, workerIds: string[], actor: SessionUser): Promise<string[]> {
      return db.transaction(async (tx) => {
        if (!(await lockProjectById(tx, id))) throw notFound();
        for (const workerId of workerIds) {
          const account = await findUserById(tx, workerId);
          if (!account || !mayBeAssigned(account)) throw badRequest(problem("project.worker-invalid"), { workerIds: problem("project.worker-invalid") });
        }
        const before = await listAssignedWorkerIds(tx, id);
        await replaceAssignments(tx, id, workerIds);
        const after = await listAssignedWorkerIds(tx, id);
        await writeAudit(tx, {
          userId: actor.id,
          action: "assign_workers",
          entityType: "project",
          entityId: id,
          before: { workerIds: before },
          after: { workerIds: after },
        });
        return after;
      });
    },

    /** Projects are never removed: DELETE archives. */
    archive(id: string, actor: SessionUser): Promise<ProjectWithLeaders> {
      return db.transaction(async (tx) => {
        const before = await findProjectById(tx, id);
        if (!before) throw notFound();
        const after = await updateProjectRow(tx, id, { status: "archived" });
        if (!after) throw notFound();
        await writeAudit(tx, { userId: actor.id, action: "archive", entityType: "project", entityId: id, before, after });
        return withLeaders(tx, after);
      });
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
