/** The projects module (server/projects): /api/projects for admins, workers and customers. */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../shared/dates";
import type { Project, ProjectWithHours, TimeReport } from "../../shared/types";
import { absenceInput, projectInput, reportInput, signedInAs } from "../support/builders";
import type { TestClient } from "./helpers/http-client";
import { expectAdminOnly, type Endpoint } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

const app = useTestApp();

const ADMIN_ENDPOINTS: Endpoint[] = [
  ["POST", "/api/projects"],
  ["PATCH", "/api/projects/:id"],
  ["DELETE", "/api/projects/:id"],
];

describe("who may use the project endpoints", () => {
  it("only admins create, edit and archive projects: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, ADMIN_ENDPOINTS);
  });

  it("answers 403 to a customer on the project list", async () => {
    const { client: customer } = await app.signedIn("customer");
    expect((await customer.get("/api/projects")).status).toBe(403);
    expect((await customer.get("/api/user")).status).toBe(200);
  });
});

describe("projects", () => {
  it("creates with defaults, refuses a duplicate number, validates, and never deletes", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const input = projectInput({ title: "Bro över Fyrisån" });
    const created = await admin.client.post<Project>("/api/projects", { projectNumber: input.projectNumber, title: input.title });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("active");
    const dup = await admin.client.post<{ message: string }>("/api/projects", projectInput({ projectNumber: input.projectNumber, title: "Annat" }));
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("Projektnumret finns redan");
    const invalid = await admin.client.post<{ errors: Record<string, string> }>("/api/projects", { projectNumber: "", title: "" });
    expect(invalid.body.errors).toMatchObject({ projectNumber: "Projektnummer krävs", title: "Projektnamn krävs" });
    const dates = await admin.client.post<{ errors: Record<string, string> }>(
      "/api/projects",
      projectInput({ startDate: "2026-05-01", expectedEndDate: "2026-04-01" }),
    );
    expect(dates.status).toBe(400);
    const notCustomer = await admin.client.post("/api/projects", projectInput({ customerId: worker.user.id }));
    expect(notCustomer.status).toBe(400);

    const archived = await admin.client.delete<Project>(`/api/projects/${created.body.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe("archived");
    await app.createProject(); // so that the worker's list is not empty
    const workerList = await worker.client.get<Project[]>("/api/projects");
    expect(workerList.body.some((p) => p.id === created.body.id)).toBe(false);
    expect(workerList.body[0]).not.toHaveProperty("reportedHours");
    const adminList = await admin.client.get<Project[]>("/api/projects");
    expect(adminList.body.find((p) => p.id === created.body.id)?.status).toBe("archived");
  });

  it("edits a project and refuses another project's number", async () => {
    const { client: admin } = await app.signedIn("admin");
    const taken = await app.createProject();
    const other = await admin.post<Project>("/api/projects", projectInput({ title: "Förskolan" }));
    const number = other.body.projectNumber;
    const res = await admin.patch<Project>(`/api/projects/${other.body.id}`, { projectNumber: number, title: "Förskolan Solen", status: "planning" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Förskolan Solen", status: "planning" });
    const clash = await admin.patch(`/api/projects/${other.body.id}`, { projectNumber: taken.projectNumber, title: "X" });
    expect(clash.status).toBe(409);
    expect((await admin.patch(`/api/projects/${crypto.randomUUID()}`, { projectNumber: "Z", title: "Z" })).status).toBe(404);
  });

  it("shows the hours reported on each project for the budget", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const project = (await admin.client.post<Project>("/api/projects", projectInput({ estimatedHours: "10" }))).body;
    for (const hours of ["8", "4.5"]) expect((await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, hours }))).status).toBe(201);
    const list = await admin.client.get<(Project & { reportedHours: string })[]>("/api/projects");
    const p = list.body.find((x) => x.id === project.id);
    expect(Number(p?.reportedHours)).toBeGreaterThan(Number(p?.estimatedHours));
  });
});

describe("the list is made by the database, the single project's answers by the app: the same JSON", () => {
  /** Each listed project of `ids`, in the list's order, as its JSON text: keys and their order compared too. */
  async function listed(client: TestClient, ids: string[]): Promise<{ text: string; items: Map<string, string> }> {
    const res = await client.get<Record<string, unknown>[]>("/api/projects");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const items = new Map(res.body.filter((p) => ids.includes(p.id as string)).map((p) => [p.id as string, JSON.stringify(p)]));
    return { text: res.text, items };
  }

  it("answers each project of the admin's list, archived too, as POST, PATCH and DELETE answer it, with reportedHours last", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const customer = await app.createUser({ role: "customer" });
    const bare = await admin.client.post<Project>("/api/projects", { projectNumber: projectInput().projectNumber, title: "Utan uppgifter" });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ description: null, estimatedHours: null, startDate: null, expectedEndDate: null, customerId: null });
    const full = await admin.client.post<Project>(
      "/api/projects",
      projectInput({
        title: "Kv. Örnen – etapp 2",
        description: 'Åsa "x"\n<y>',
        estimatedHours: "120.5",
        startDate: "2026-03-01",
        expectedEndDate: "2026-12-31",
        customerId: customer.id,
      }),
    );
    expect(full.status).toBe(201);
    const toArchive = await admin.client.post<Project>("/api/projects", projectInput({ estimatedHours: "40" }));
    const archived = await admin.client.delete<Project>(`/api/projects/${toArchive.body.id}`);
    expect(archived.body.status).toBe("archived");
    for (const hours of ["8", "4.5"]) expect((await worker.client.post("/api/time-reports", reportInput({ projectId: full.body.id, hours }))).status).toBe(201);
    const patched = await admin.client.patch<Project>(`/api/projects/${full.body.id}`, { title: "Kv. Örnen – etapp 3" });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ description: 'Åsa "x"\n<y>', estimatedHours: "120.50", customerId: customer.id });

    const expected = [
      { ...bare.body, reportedHours: "0.00" },
      { ...patched.body, reportedHours: "12.50" },
      { ...archived.body, reportedHours: "0.00" },
    ];
    const { text, items } = await listed(
      admin.client,
      expected.map((p) => p.id),
    );
    for (const project of expected) {
      expect(items.get(project.id)).toBe(JSON.stringify(project));
      // Compact JSON, sent as PostgreSQL made it.
      expect(text).toContain(JSON.stringify(project));
    }
  });

  it("answers each project of a worker's list as the admin's writes answer it, without reportedHours", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const customer = await app.createUser({ role: "customer" });
    const bare = await admin.client.post<Project>("/api/projects", { projectNumber: projectInput().projectNumber, title: "Utan uppgifter" });
    const full = await admin.client.post<Project>(
      "/api/projects",
      projectInput({
        status: "planning",
        description: 'Åsa "x"\n<y>',
        estimatedHours: "7",
        startDate: "2026-01-15",
        expectedEndDate: "2026-02-01",
        customerId: customer.id,
      }),
    );
    const archived = await admin.client.delete<Project>(`/api/projects/${(await app.createProject()).id}`);
    const { text, items } = await listed(worker.client, [bare.body.id, full.body.id, archived.body.id]);
    expect([...items.keys()].sort()).toEqual([bare.body.id, full.body.id].sort());
    for (const project of [bare.body, full.body]) {
      expect(items.get(project.id)).toBe(JSON.stringify(project));
      expect(text).toContain(JSON.stringify(project));
    }
    expect(text).not.toContain("reportedHours");
  });

  it("answers an empty array to a worker with no project open to it", async () => {
    const { admin, worker, other } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker" });
    const res = await worker.client.get<Project[]>("/api/projects");
    // Every project so far is open to all; assigning each to another worker leaves this one none.
    for (const p of res.body) expect((await admin.client.put(`/api/projects/${p.id}/workers`, { workerIds: [other.user.id] })).status).toBe(200);
    const empty = await worker.client.get("/api/projects");
    expect(empty.status).toBe(200);
    expect(empty.text).toBe("[]");
    // Open to every worker again, as they were (a new worker's list has only open projects).
    for (const p of res.body) expect((await admin.client.put(`/api/projects/${p.id}/workers`, { workerIds: [] })).status).toBe(200);
  });
});

describe("PATCH changes the fields sent and keeps the others", () => {
  it("renames a project with only {title}, keeping number, status, dates and estimate", async () => {
    const { client: admin } = await app.signedIn("admin");
    const created = (
      await admin.post<Project>(
        "/api/projects",
        projectInput({ status: "planning", estimatedHours: "120", startDate: "2026-03-01", description: "Tak och fasad" }),
      )
    ).body;
    const res = await admin.patch<Project>(`/api/projects/${created.id}`, { title: "Nytt namn" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Nytt namn",
      projectNumber: created.projectNumber,
      status: "planning",
      estimatedHours: "120.00",
      startDate: "2026-03-01",
      description: "Tak och fasad",
    });
    const status = await admin.patch<Project>(`/api/projects/${created.id}`, { status: "completed" });
    expect(status.body).toMatchObject({ title: "Nytt namn", status: "completed" });
  });

  it("still validates what is sent, and checks the dates against the kept ones", async () => {
    const { client: admin } = await app.signedIn("admin");
    const created = (await admin.post<Project>("/api/projects", projectInput({ startDate: "2026-05-01" }))).body;
    const empty = await admin.patch<{ errors: Record<string, string> }>(`/api/projects/${created.id}`, { title: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ title: "Projektnamn krävs" });
    const before = await admin.patch<{ errors: Record<string, string> }>(`/api/projects/${created.id}`, { expectedEndDate: "2026-04-01" });
    expect(before.status).toBe(400);
    expect(before.body.errors).toMatchObject({ expectedEndDate: "Slutdatum kan inte vara före startdatum" });
    const list = await admin.get<Project[]>("/api/projects");
    expect(list.body.find((p) => p.id === created.id)).toMatchObject({ title: created.title, expectedEndDate: null });
  });
});

describe("project assignments", () => {
  it("an admin reads and replaces a project's workers, with an audit row; workers and customers get 403", async () => {
    const { admin, worker, other } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker" });
    const project = await app.createProject();
    const path = `/api/projects/${project.id}/workers`;
    expect((await admin.client.get(path)).body).toEqual({ workerIds: [] });
    const put = await admin.client.put<{ workerIds: string[] }>(path, { workerIds: [worker.user.id, other.user.id, worker.user.id] });
    expect(put.status).toBe(200);
    expect(put.body.workerIds.sort()).toEqual([worker.user.id, other.user.id].sort());
    expect((await admin.client.get<{ workerIds: string[] }>(path)).body.workerIds.sort()).toEqual([worker.user.id, other.user.id].sort());
    expect((await worker.client.get(path)).status).toBe(403);
    expect((await worker.client.put(path, { workerIds: [] })).status).toBe(403);
    const audit = await app.database.pool.query(
      "select changes from audit_logs where entity_type = 'project' and entity_id = $1 and action = 'assign_workers'",
      [project.id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].changes.before).toEqual({ workerIds: [] });
  });

  it("replaces the list atomically: four replacements at once, 20 times, each answer its own list and the project ends with exactly one of them", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const w = (await Promise.all([0, 1, 2, 3, 4, 5].map(() => app.createUser({ role: "worker" })))).map((u) => u.id);
    const lists = [[w[0], w[1]], [w[1], w[2]], [w[3]], [w[4], w[5], w[0]]].map((l) => [...l].sort());
    for (let round = 0; round < 20; round++) {
      const project = await app.createProject();
      const path = `/api/projects/${project.id}/workers`;
      const answers = await Promise.all(lists.map((workerIds) => admin.client.put<{ workerIds: string[] }>(path, { workerIds })));
      answers.forEach((answer, i) => {
        expect(answer.status).toBe(200);
        expect([...answer.body.workerIds].sort(), `round ${round}, PUT ${i}`).toEqual(lists[i]);
      });
      const final = [...(await admin.client.get<{ workerIds: string[] }>(path)).body.workerIds].sort();
      expect(lists, `round ${round}: ${final.join(",")}`).toContainEqual(final);
    }
  });

  it("refuses an admin or unknown user as an assigned worker and changes nothing", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const project = await app.createProject();
    const path = `/api/projects/${project.id}/workers`;
    await admin.client.put(path, { workerIds: [worker.user.id] });
    const bad = await admin.client.put<{ message: string }>(path, { workerIds: [admin.user.id] });
    expect(bad.status).toBe(400);
    const unknown = await admin.client.put(path, { workerIds: [crypto.randomUUID()] });
    expect(unknown.status).toBe(400);
    expect((await admin.client.put(path, { workerIds: "x" })).status).toBe(400);
    expect((await admin.client.get(path)).body).toEqual({ workerIds: [worker.user.id] });
    expect((await admin.client.get(`/api/projects/${crypto.randomUUID()}/workers`)).status).toBe(404);
  });

  it("a worker lists and reports only on open projects and its own; an old report keeps its project", async () => {
    const { admin, mine, notMine } = await signedInAs(app, { admin: "admin", mine: "worker", notMine: "worker" });
    const open = await app.createProject();
    const assigned = await app.createProject();
    const planned = await app.createProject({ status: "planning" });
    const completed = await app.createProject({ status: "completed" });
    const created = await notMine.client.post<{ id: string }>("/api/time-reports", reportInput({ projectId: assigned.id }));
    expect(created.status).toBe(201);
    await admin.client.put(`/api/projects/${assigned.id}/workers`, { workerIds: [mine.user.id] });

    const ids = async (c: typeof mine) => (await c.client.get<Project[]>("/api/projects")).body.map((p) => p.id);
    expect(await ids(mine)).toEqual(expect.arrayContaining([open.id, assigned.id, planned.id]));
    expect(await ids(mine)).not.toContain(completed.id);
    expect(await ids(notMine)).toContain(open.id);
    expect(await ids(notMine)).not.toContain(assigned.id);

    const refused = await notMine.client.post<{ message: string; errors: Record<string, string> }>(
      "/api/time-reports",
      reportInput({ projectId: assigned.id }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.projectId).toBe("Du är inte tilldelad projektet");
    expect((await mine.client.post("/api/time-reports", reportInput({ projectId: assigned.id }))).status).toBe(201);
    // The old report keeps its project on edit; moving it to an open project works too.
    const kept = await notMine.client.put(
      `/api/time-reports/${created.body.id}`,
      reportInput({ projectId: assigned.id, description: "Ändrad beskrivning här" }),
    );
    expect(kept.status).toBe(200);
    const other = (await notMine.client.post<{ id: string }>("/api/time-reports", reportInput({ projectId: open.id }))).body;
    const moved = await notMine.client.put(`/api/time-reports/${other.id}`, reportInput({ projectId: assigned.id }));
    expect(moved.status).toBe(400);

    await admin.client.put(`/api/projects/${assigned.id}/workers`, { workerIds: [] });
    expect(await ids(notMine)).toContain(assigned.id);
  });
});

describe("reported hours stay exact as reports change", () => {
  const today = todayIn("Europe/Stockholm");

  /** Each project's hours as the admin's list shows them. */
  async function hoursOf(admin: TestClient, ...ids: string[]): Promise<string[]> {
    const list = (await admin.get<ProjectWithHours[]>("/api/projects")).body;
    return ids.map((id) => list.find((p) => p.id === id)?.reportedHours ?? "missing");
  }

  /** The rollup equals the sum over the reports, for every project. */
  async function expectRollupExact(): Promise<void> {
    const drift = await app.database.db.execute(sql`
      SELECT p.id FROM projects p
      LEFT JOIN project_hours ph ON ph.project_id = p.id
      WHERE coalesce(ph.hours, 0) <> (SELECT coalesce(sum(hours), 0) FROM time_reports WHERE project_id = p.id)`);
    expect(drift.rows).toEqual([]);
  }

  it("follows a report's create, hours, move to another project, absence and back, return, verify and reject", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const [a, b] = await Promise.all([app.createProject(), app.createProject()]);
    const day = addDays(today, -2);
    const report = async (body: object) => {
      const res = await worker.client.post<TimeReport>("/api/time-reports", body);
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const put = async (id: string, body: object) => expect((await worker.client.put(`/api/time-reports/${id}`, body)).status).toBe(200);

    const first = await report(reportInput({ projectId: a.id, date: day, hours: "8" }));
    const second = await report(reportInput({ projectId: a.id, date: addDays(day, -1), hours: "4.5" }));
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["12.50", "0.00"]);
    await put(first, reportInput({ projectId: a.id, date: day, hours: "6" }));
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["10.50", "0.00"]);
    await put(first, reportInput({ projectId: b.id, date: day, hours: "6" }));
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["4.50", "6.00"]);
    await put(first, absenceInput({ date: day, hours: "6" }));
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["4.50", "0.00"]);
    await put(first, reportInput({ projectId: a.id, date: day, hours: "2" }));
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["6.50", "0.00"]);

    // Every status counts: sending back, sending again and verifying change no figure.
    expect((await admin.client.post(`/api/time-reports/${second}/return`, { reason: "Fel projekt angivet" })).status).toBe(200);
    await put(second, reportInput({ projectId: a.id, date: addDays(day, -1), hours: "4.5" }));
    expect((await admin.client.post(`/api/time-reports/${first}/verify`)).status).toBe(200);
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["6.50", "0.00"]);

    const third = await report(reportInput({ projectId: b.id, date: addDays(day, -2), hours: "3" }));
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["6.50", "3.00"]);
    expect((await admin.client.delete(`/api/time-reports/${third}`)).status).toBe(200);
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["6.50", "0.00"]);
    await expectRollupExact();
  });

  it("counts every one of many reports sent at once on one project", async () => {
    const { client: admin } = await app.signedIn("admin");
    const project = await app.createProject();
    const workers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => app.signedIn("worker")));
    const sent = await Promise.all(workers.map((w, i) => w.client.post("/api/time-reports", reportInput({ projectId: project.id, hours: String(i + 1) }))));
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await hoursOf(admin, project.id)).toEqual(["21.00"]);
    await expectRollupExact();
  });

  it("counts reports written and removed many in one statement, and rebuild_project_hours() agrees", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const [a, b] = await Promise.all([app.createProject(), app.createProject()]);
    await app.database.db.execute(sql`
      INSERT INTO time_reports (worker_id, project_id, time_code, date, hours, description)
      SELECT ${worker.user.id}, CASE g % 3 WHEN 0 THEN NULL WHEN 1 THEN ${a.id}::uuid ELSE ${b.id}::uuid END,
             (CASE WHEN g % 3 = 0 THEN 'SJK' ELSE 'ARB' END)::time_code, date '2026-01-01' + g, 0.5 * (g % 4 + 1), 'Massinläst rapport'
      FROM generate_series(1, 300) g`);
    // g % 3 = 1: 100 reports of 1, 1.5, 2 and 0.5 hours in turn on a; g % 3 = 2 likewise on b.
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(["125.00", "125.00"]);
    await app.database.db.execute(sql`DELETE FROM time_reports WHERE project_id = ${a.id} AND date > date '2026-06-01'`);
    await expectRollupExact();
    const kept = await hoursOf(admin.client, a.id, b.id);
    expect(Number(kept[0])).toBeLessThan(125);

    await app.database.db.execute(sql`UPDATE project_hours SET hours = 0`);
    await app.database.db.execute(sql`SELECT rebuild_project_hours()`);
    expect(await hoursOf(admin.client, a.id, b.id)).toEqual(kept);
    await expectRollupExact();
  });

  it("shows no hours to workers", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const list = await worker.client.get<Record<string, unknown>[]>("/api/projects");
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((p) => !("reportedHours" in p))).toBe(true);
  });
});
