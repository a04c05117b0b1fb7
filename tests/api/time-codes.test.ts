/**
 * Time codes on reports (docs/product-rules.md §4): work codes need a project, absence codes have none and
 * an optional description; the day total counts every code; every list shows `project: null`
 * for absence and the `timeCode`, and `timeCode` filters the list.
 */
import { describe, expect, it } from "vitest";
import type { AdminWeek, ApiErrorBody, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const TODAY = "2026-11-20";

const app = useTestApp({ now: () => NOW });

async function setup() {
  const [{ worker, admin }, project] = await Promise.all([signedInAs(app, { worker: "worker", admin: "admin" }), app.createProject()]);
  return { worker, admin, project };
}

describe("saving reports with a time code", () => {
  it("saves an absence without project and without description, stored as an empty description", async () => {
    const { worker } = await setup();
    const res = await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ timeCode: "SEM", date: TODAY, description: undefined }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ timeCode: "SEM", projectId: null, project: null, description: "", hours: "8.00", status: "submitted" });
  });

  it("saves an absence with a short optional description", async () => {
    const { worker } = await setup();
    const res = await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ timeCode: "VAB", date: TODAY, description: "Feber" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ timeCode: "VAB", description: "Feber", project: null });
  });

  it("defaults to ARB and saves every work code with its project", async () => {
    const { worker, project } = await setup();
    const plain = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: TODAY, hours: "4" }));
    expect(plain.body).toMatchObject({ timeCode: "ARB", projectId: project.id, project: { id: project.id, projectNumber: project.projectNumber } });
    const travel = await worker.client.post<TimeReport>(
      "/api/time-reports",
      reportInput({ projectId: project.id, timeCode: "RE1", date: TODAY, hours: "1.5" }),
    );
    expect(travel.status).toBe(201);
    expect(travel.body.timeCode).toBe("RE1");
  });

  it("refuses an absence with a project, work without a project and an unknown code, with field messages", async () => {
    const { worker, project } = await setup();
    const absenceWithProject = await worker.client.post<ApiErrorBody>("/api/time-reports", { ...absenceInput({ date: TODAY }), projectId: project.id });
    expect(absenceWithProject.status).toBe(400);
    expect(absenceWithProject.body.errors?.projectId).toBe("Frånvaro rapporteras utan projekt");

    const workWithoutProject = await worker.client.post<ApiErrorBody>("/api/time-reports", reportInput({ projectId: null, timeCode: "ÖT2", date: TODAY }));
    expect(workWithoutProject.status).toBe(400);
    expect(workWithoutProject.body.errors?.projectId).toBe("Projekt måste väljas");

    const unknown = await worker.client.post<ApiErrorBody>("/api/time-reports", reportInput({ projectId: project.id, timeCode: "XYZ" as "ARB", date: TODAY }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.timeCode).toBe("Okänd tidkod");

    const mine = await worker.client.get<TimeReport[]>("/api/time-reports");
    expect(mine.body).toHaveLength(0);
  });

  it("counts every code in the 24-hour day total", async () => {
    const { worker, project } = await setup();
    expect((await worker.client.post("/api/time-reports", absenceInput({ timeCode: "SJK", date: TODAY, hours: "16" }))).status).toBe(201);
    expect((await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, date: TODAY, hours: "6" }))).status).toBe(201);
    const over = await worker.client.post<ApiErrorBody>(
      "/api/time-reports",
      reportInput({ projectId: project.id, timeCode: "ÖT1", date: TODAY, hours: "2.5" }),
    );
    expect(over.status).toBe(400);
    expect(over.body.errors?.hours).toBe("Summan för dagen får vara högst 24 timmar (2 timmar kvar den dagen)");
    expect((await worker.client.post("/api/time-reports", absenceInput({ timeCode: "TJL", date: TODAY, hours: "2" }))).status).toBe(201);
  });

  it("turns a work report into an absence on edit and back, with the project rules only for work", async () => {
    const { worker, project } = await setup();
    const created = await worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date: TODAY }));
    const toAbsence = await worker.client.put<TimeReport>(`/api/time-reports/${created.body.id}`, absenceInput({ timeCode: "FPE", date: TODAY }));
    expect(toAbsence.status).toBe(200);
    expect(toAbsence.body).toMatchObject({ timeCode: "FPE", projectId: null, project: null });
    const closed = await app.createProject({ status: "completed" });
    const toClosed = await worker.client.put<ApiErrorBody>(`/api/time-reports/${created.body.id}`, reportInput({ projectId: closed.id, date: TODAY }));
    expect(toClosed.status).toBe(400);
    expect(toClosed.body.errors?.projectId).toBe("Projektet är inte aktivt");
  });
});

describe("absence in the lists", () => {
  it("shows project null and the code in the list, one report, the week grid, and filters by code and q", async () => {
    const { worker, admin, project } = await setup();
    const sick = await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ timeCode: "SJK", date: "2026-11-18" }));
    await worker.client.post("/api/time-reports", reportInput({ projectId: project.id, date: "2026-11-18", hours: "2" }));

    const list = await admin.client.get<TimeReport[]>(`/api/time-reports?workerId=${worker.user.id}`);
    expect(list.body.map((r) => [r.timeCode, r.project?.id ?? null])).toEqual(
      expect.arrayContaining([
        ["SJK", null],
        ["ARB", project.id],
      ]),
    );
    expect(list.body.every((r) => r.returnReason === null && r.lockedForPayroll === false)).toBe(true);

    const one = await worker.client.get<TimeReport>(`/api/time-reports/${sick.body.id}`);
    expect(one.body).toMatchObject({ timeCode: "SJK", project: null, lockedForPayroll: false, returnReason: null });

    const week = await admin.client.get<AdminWeek>("/api/admin/week?date=2026-11-18");
    const row = week.body.workers.find((w) => w.id === worker.user.id);
    expect(row?.reports.find((r) => r.id === sick.body.id)).toMatchObject({ timeCode: "SJK", project: null, lockedForPayroll: false });

    const onlySick = await admin.client.get<TimeReport[]>(`/api/time-reports?workerId=${worker.user.id}&timeCode=SJK`);
    expect(onlySick.body.map((r) => r.id)).toEqual([sick.body.id]);
    const badCode = await admin.client.get<ApiErrorBody>("/api/time-reports?timeCode=XYZ");
    expect(badCode.status).toBe(400);

    // The search still finds an absence (no project) by the worker's name.
    const byName = await admin.client.get<TimeReport[]>(`/api/time-reports?q=${encodeURIComponent(worker.user.fullName)}`);
    expect(byName.body.map((r) => r.id)).toContain(sick.body.id);
  });
});
