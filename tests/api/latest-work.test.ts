/**
 * 'Kopiera senaste' (docs/product-rules.md §4): GET /api/time-reports/latest-work answers the
 * caller's most recent report of a work code, whatever day it was, never an absence; of that
 * day's work reports the work day itself ('Arbetad tid' first, then the most hours). Only the
 * caller's own: another worker's reports are never answered.
 */
import { describe, expect, it } from "vitest";
import type { LatestWorkReport, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Monday 23 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-23T09:00:00Z");

const app = useTestApp({ now: () => NOW });

async function setup() {
  const [{ worker, other, admin }, project, travelProject] = await Promise.all([
    signedInAs(app, { worker: "worker", other: "worker", admin: "admin" }),
    app.createProject(),
    app.createProject(),
  ]);
  const report = async (client: typeof worker.client, body: object) => {
    const res = await client.post<TimeReport>("/api/time-reports", body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  return { worker, other, admin, project, travelProject, report };
}

const latest = (client: { get<T>(path: string): Promise<{ status: number; body: T }> }) => client.get<LatestWorkReport>("/api/time-reports/latest-work");

describe("GET /api/time-reports/latest-work", () => {
  it("answers Friday's work day on Monday, past a weekend and a later sick day, with code, project, times, break and description", async () => {
    const { worker, project, report } = await setup();
    await report(worker.client, reportInput({ projectId: project.id, date: "2026-11-19", hours: "8", description: "Torsdagens gjutning av bjälklag" }));
    const friday = await report(
      worker.client,
      reportInput({
        projectId: project.id,
        date: "2026-11-20",
        hours: "8.5",
        startTime: "07:00",
        endTime: "16:00",
        breakMinutes: 30,
        description: "Formsättning plan 3, norra delen",
      }),
    );
    // A sick day after the last work day is never what is copied.
    await report(worker.client, absenceInput({ date: "2026-11-21" }));

    const res = await latest(worker.client);
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({
      id: friday.id,
      timeCode: "ARB",
      projectId: project.id,
      date: "2026-11-20",
      hours: "8.50",
      startTime: "07:00",
      endTime: "16:00",
      breakMinutes: 30,
      description: "Formsättning plan 3, norra delen",
      project: { id: project.id },
    });
  });

  it("with several reports on the last work day, answers 'Arbetad tid' before longer travel, and the longest of the same code", async () => {
    const { worker, project, travelProject, report } = await setup();
    await report(
      worker.client,
      reportInput({ projectId: travelProject.id, date: "2026-11-20", timeCode: "RE1", hours: "10", description: "Resa till och från Kiruna" }),
    );
    await report(worker.client, reportInput({ projectId: project.id, date: "2026-11-20", hours: "3", description: "Kort pass på morgonen" }));
    const longest = await report(
      worker.client,
      reportInput({ projectId: project.id, date: "2026-11-20", hours: "5", description: "Det långa passet, plan 2" }),
    );
    await report(worker.client, reportInput({ projectId: project.id, date: "2026-11-20", timeCode: "ÖT1", hours: "6", description: "Övertid samma dag" }));
    expect((await latest(worker.client)).body.report?.id).toBe(longest.id);
  });

  it("without 'Arbetad tid' on the day, answers its longest work report, overtime or travel", async () => {
    const { worker, project, report } = await setup();
    await report(worker.client, reportInput({ projectId: project.id, date: "2026-11-20", timeCode: "RE1", hours: "2", description: "Resa till bygget" }));
    const overtime = await report(
      worker.client,
      reportInput({ projectId: project.id, date: "2026-11-20", timeCode: "ÖT1", hours: "4", description: "Övertid gjutning" }),
    );
    expect((await latest(worker.client)).body.report).toMatchObject({ id: overtime.id, timeCode: "ÖT1" });
  });

  it("answers null when the worker has only absence or nothing, and never another worker's report", async () => {
    const { worker, other, admin, project, report } = await setup();
    expect((await latest(worker.client)).body).toEqual({ report: null });
    await report(worker.client, absenceInput({ date: "2026-11-20" }));
    await report(other.client, reportInput({ projectId: project.id, date: "2026-11-20", description: "Den andres arbetsdag" }));
    expect((await latest(worker.client)).body).toEqual({ report: null });
    // An admin reports nothing of its own.
    const asAdmin = await latest(admin.client);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual({ report: null });
    expect((await app.client().get("/api/time-reports/latest-work")).status).toBe(401);
  });
});
