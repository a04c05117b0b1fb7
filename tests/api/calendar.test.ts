/** The calendar module (server/calendar): which days of a period have reports, and verified ones. */
import { describe, expect, it } from "vitest";
import type { ReportCalendar, TimeReport } from "../../shared/types";
import { reportInput, signedInAs, type SignedIn } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm: ISO week 47 of 2026.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

/**
 * A worker with four reports in November 2026: 2 Nov verified, 3 Nov one of two verified,
 * 4 Nov not verified.
 */
async function workerWithReports(): Promise<{ admin: SignedIn; worker: SignedIn }> {
  const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
  const project = await app.createProject();
  const report = (date: string) =>
    worker.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "4", description: "Montering av takstolar" }));
  const verifiedDay = await report("2026-11-02");
  const mixedA = await report("2026-11-03");
  await report("2026-11-03");
  await report("2026-11-04");
  await admin.client.post(`/api/time-reports/${verifiedDay.body.id}/verify`);
  await admin.client.post(`/api/time-reports/${mixedA.body.id}/verify`);
  return { admin, worker };
}

describe("report calendar", () => {
  it("marks days with reports and whether all of them are verified", async () => {
    const { worker } = await workerWithReports();
    const res = await worker.client.get<ReportCalendar>("/api/report-calendar?year=2026&month=11");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      "2026-11-02": { hasReport: true, isVerified: true },
      "2026-11-03": { hasReport: true, isVerified: false },
      "2026-11-04": { hasReport: true, isVerified: false },
    });
    const range = await worker.client.get<ReportCalendar>("/api/report-calendar?startDate=2026-11-03&endDate=2026-11-03");
    expect(Object.keys(range.body)).toEqual(["2026-11-03"]);
    const october = await worker.client.get<ReportCalendar>("/api/report-calendar?year=2026&month=10");
    expect(october.body).toEqual({});
  });

  it("shows a worker only its own days; an admin may pick a worker", async () => {
    const { admin, worker } = await workerWithReports();
    const { client: other } = await app.signedIn("worker");
    expect((await other.get<ReportCalendar>("/api/report-calendar?year=2026&month=11")).body).toEqual({});
    expect((await other.get(`/api/report-calendar?year=2026&month=11&workerId=${worker.user.id}`)).status).toBe(403);
    const asAdmin = await admin.client.get<ReportCalendar>(`/api/report-calendar?year=2026&month=11&workerId=${worker.user.id}`);
    expect(Object.keys(asAdmin.body)).toHaveLength(3);
  });

  it("rejects a missing or impossible period", async () => {
    const { client: worker } = await app.signedIn("worker");
    expect((await worker.get("/api/report-calendar")).status).toBe(400);
    expect((await worker.get("/api/report-calendar?year=2026&month=13")).status).toBe(400);
    expect((await worker.get("/api/report-calendar?startDate=2026-11-10&endDate=2026-11-01")).status).toBe(400);
    expect((await worker.get("/api/report-calendar?startDate=2020-01-01&endDate=2026-01-01")).status).toBe(400);
  });

  it("answers 403 to a customer", async () => {
    const { client: customer } = await app.signedIn("customer");
    expect((await customer.get("/api/report-calendar?year=2026&month=11")).status).toBe(403);
    expect((await customer.get("/api/user")).status).toBe(200);
  });
});
