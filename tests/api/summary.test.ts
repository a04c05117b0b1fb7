/** The summary module (server/summary): GET /api/summary, the dashboard's own figures in one request. */
import { describe, expect, it } from "vitest";
import type { TimeReport, WorkerSummary } from "../../shared/types";
import { absenceInput, reportInput, signedInAs, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Wednesday 18 November 2026 at noon in Stockholm: the week is Monday 16 to Sunday 22.
const NOW = new Date("2026-11-18T11:00:00Z");
const app = useTestApp({ now: () => NOW });

async function summaryOf(who: SignedIn): Promise<WorkerSummary> {
  const res = await who.client.get<WorkerSummary>("/api/summary");
  expect(res.status).toBe(200);
  return res.body;
}

describe("who may read the summary", () => {
  it("answers 401 signed out and 403 to a customer", async () => {
    expect((await app.client().get("/api/summary")).status).toBe(401);
    const { client: customer } = await app.signedIn("customer");
    expect((await customer.get("/api/summary")).status).toBe(403);
  });
});

describe("a worker's summary", () => {
  it("sums this week's hours of every code and counts only the worker's own reports waiting for review", async () => {
    const { admin, worker, other } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker" });
    const project = await app.createProject();
    const send = async (who: SignedIn, body: object) => {
      const res = await who.client.post<TimeReport>("/api/time-reports", body);
      expect(res.status).toBe(201);
      return res.body.id;
    };
    expect(await summaryOf(worker)).toEqual({
      weekStart: "2026-11-16",
      weekEnd: "2026-11-22",
      weekHours: "0.00",
      weekHoursByKind: { work: "0.00", overtime: "0.00", travel: "0.00", absence: "0.00" },
      submittedReports: 0,
      activeProjects: expect.any(Number),
    });

    await send(worker, reportInput({ projectId: project.id, date: "2026-11-16", hours: "8" }));
    await send(worker, absenceInput({ date: "2026-11-17", hours: "7.5" }));
    const verified = await send(worker, reportInput({ projectId: project.id, date: "2026-11-18", hours: "2" }));
    const returned = await send(worker, reportInput({ projectId: project.id, date: "2026-11-18", hours: "1" }));
    // Sunday of last week: waiting for review, but not this week's hours.
    await send(worker, reportInput({ projectId: project.id, date: "2026-11-15", hours: "4" }));
    await send(other, reportInput({ projectId: project.id, date: "2026-11-18", hours: "5" }));
    expect((await admin.client.post(`/api/time-reports/${verified}/verify`)).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${returned}/return`, { reason: "Fel antal timmar" })).status).toBe(200);

    const summary = await summaryOf(worker);
    expect(summary).toMatchObject({ weekStart: "2026-11-16", weekEnd: "2026-11-22", weekHours: "18.50", submittedReports: 3 });
    expect(summary.weekHoursByKind).toEqual({ work: "11.00", overtime: "0.00", travel: "0.00", absence: "7.50" });
    expect(await summaryOf(other)).toMatchObject({ weekHours: "5.00", submittedReports: 1 });
  });

  it("counts the active projects the worker may report on: open ones and its own assignments", async () => {
    const { admin, worker, other } = await signedInAs(app, { admin: "admin", worker: "worker", other: "worker" });
    const before = { worker: (await summaryOf(worker)).activeProjects, admin: (await summaryOf(admin)).activeProjects };
    const [, mine, theirs] = await Promise.all([
      app.createProject(),
      app.createProject(),
      app.createProject(),
      app.createProject({ status: "planning" }),
      app.createProject({ status: "completed" }),
    ]);
    const archived = await app.createProject();
    expect((await admin.client.delete(`/api/projects/${archived.id}`)).status).toBe(200);
    expect((await admin.client.put(`/api/projects/${mine.id}/workers`, { workerIds: [worker.user.id] })).status).toBe(200);
    expect((await admin.client.put(`/api/projects/${theirs.id}/workers`, { workerIds: [other.user.id] })).status).toBe(200);

    // Open, assigned to the worker: two. The admin counts every active project: three.
    expect((await summaryOf(worker)).activeProjects).toBe(before.worker + 2);
    expect((await summaryOf(other)).activeProjects).toBe(before.worker + 2);
    expect((await summaryOf(admin)).activeProjects).toBe(before.admin + 3);
    const listed = (await worker.client.get<{ status: string }[]>("/api/projects")).body.filter((p) => p.status === "active");
    expect(listed).toHaveLength((await summaryOf(worker)).activeProjects);
  });
});

describe("the week's hours by kind", () => {
  it("splits the week into work, overtime, travel and absence that add up to the week's hours", async () => {
    const { worker } = await signedInAs(app, { worker: "worker" });
    const project = await app.createProject();
    const bodies = [
      reportInput({ projectId: project.id, date: "2026-11-16", hours: "8" }),
      reportInput({ projectId: project.id, date: "2026-11-16", hours: "2.5", timeCode: "ÖT1" }),
      reportInput({ projectId: project.id, date: "2026-11-17", hours: "1.5", timeCode: "ÖT2" }),
      reportInput({ projectId: project.id, date: "2026-11-17", hours: "1.5", timeCode: "RE1" }),
      absenceInput({ date: "2026-11-18", hours: "8", timeCode: "VAB" }),
      absenceInput({ date: "2026-11-15", hours: "8" }), // last week's Sunday: not this week
    ];
    for (const body of bodies) {
      const res = await worker.client.post("/api/time-reports", body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const summary = await summaryOf(worker);
    expect(summary.weekHours).toBe("21.50");
    expect(summary.weekHoursByKind).toEqual({ work: "8.00", overtime: "4.00", travel: "1.50", absence: "8.00" });
  });
});

describe("an admin's summary", () => {
  it("has no hours or reports of its own", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const project = await app.createProject();
    expect((await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-18" }))).status).toBe(201);
    expect(await summaryOf(admin)).toMatchObject({ weekStart: "2026-11-16", weekEnd: "2026-11-22", weekHours: "0.00", submittedReports: 0 });
    expect((await summaryOf(admin)).weekHoursByKind).toEqual({ work: "0.00", overtime: "0.00", travel: "0.00", absence: "0.00" });
  });
});
