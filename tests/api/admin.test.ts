/**
 * The admin module (server/admin): the admin's week grid and dashboard figures. A report's
 * history is a route of the report itself: report-history.test.ts; verifying and rejecting
 * one: time-reports.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../shared/schema";
import type { TimeReport } from "../../shared/types";
import { reportInput, signedInAs } from "../support/builders";
import { expectAdminOnly, type Endpoint } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Wednesday 18 November 2026, noon in Stockholm (week 47: 16–22 November).
const NOW = new Date("2026-11-18T11:00:00Z");

const app = useTestApp({ now: () => NOW });

type Summary = {
  weekHours: string;
  weekHoursByKind: Record<"work" | "overtime" | "travel" | "absence", string>;
  activeWorkers: number;
  pendingReports: number;
};

const ADMIN_ENDPOINTS: Endpoint[] = [
  ["GET", "/api/admin/week"],
  ["GET", "/api/admin/summary"],
];

describe("admin endpoints", () => {
  it("only admins see the week grid and the figures: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, ADMIN_ENDPOINTS);
  });
});

describe("admin views", () => {
  it("returns the week grid's active workers with their reports of the week, and the summary figures", async () => {
    const { admin, worker, leaver } = await signedInAs(app, { admin: "admin", worker: { role: "worker", fullName: "Örjan Åkesson" }, leaver: "worker" });
    const project = await app.createProject({ estimatedHours: "10" });
    // Other tests of this file report in the same week: the figures are compared with before.
    const before = (await admin.client.get<Summary>("/api/admin/summary")).body;

    const report = (date: string, hours: string, description: string, as = worker) =>
      as.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours, description }));
    const r1 = await report("2026-11-16", "8", "Måndag: gjutning");
    await report("2026-11-18", "4.5", "Onsdag: armering");
    await report("2026-11-09", "2", "Förra veckan, syns ej");
    await admin.client.post(`/api/time-reports/${r1.body.id}/verify`);
    // A worker who has left: the hours count, the grid has no row for them.
    await report("2026-11-17", "8", "Sista dagen på bygget", leaver);
    await app.database.db.update(users).set({ active: false }).where(eq(users.id, leaver.user.id));

    // The file's workers fit on one page of 200 (paging: admin-week.test.ts).
    const week = await admin.client.get<{ weekStart: string; weekEnd: string; weekNumber: number; workers: { id: string; reports: TimeReport[] }[] }>(
      "/api/admin/week?date=2026-11-19&limit=200",
    );
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ weekStart: "2026-11-16", weekEnd: "2026-11-22", weekNumber: 47 });
    const mine = week.body.workers.find((w) => w.id === worker.user.id);
    expect(mine?.reports.map((r) => [r.date, r.hours, r.status])).toEqual([
      ["2026-11-16", "8.00", "verified"],
      ["2026-11-18", "4.50", "submitted"],
    ]);
    expect(week.body.workers.some((w) => w.id === leaver.user.id)).toBe(false);

    const summary = await admin.client.get<Summary>("/api/admin/summary");
    expect((Number(summary.body.weekHours) - Number(before.weekHours)).toFixed(2)).toBe("20.50"); // 8 + 4.5 + the deactivated worker's 8 on 17 Nov
    const grew = (kind: keyof Summary["weekHoursByKind"]) => (Number(summary.body.weekHoursByKind[kind]) - Number(before.weekHoursByKind[kind])).toFixed(2);
    expect([grew("work"), grew("overtime"), grew("travel"), grew("absence")]).toEqual(["20.50", "0.00", "0.00", "0.00"]);
    expect(summary.body.activeWorkers - before.activeWorkers).toBe(2);
    expect(summary.body.pendingReports - before.pendingReports).toBeGreaterThanOrEqual(2);
    expect(summary.body.pendingReports - before.pendingReports).toBe(3); // submitted, any week: 4.5, 2 and the leaver's 8
  });

  it("splits the week's hours by kind in the summary, and the kinds add up to the week's hours", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const project = await app.createProject();
    const before = (await admin.client.get<Summary>("/api/admin/summary")).body;
    const bodies = [
      reportInput({ projectId: project.id, date: "2026-11-16", hours: "2", timeCode: "ÖT1" }),
      reportInput({ projectId: project.id, date: "2026-11-17", hours: "1.5", timeCode: "RE1" }),
      { timeCode: "SEM", date: "2026-11-18", hours: "8", description: "" },
    ];
    for (const body of bodies) {
      const res = await worker.client.post("/api/time-reports", body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const after = (await admin.client.get<Summary>("/api/admin/summary")).body;
    const grew = (kind: keyof Summary["weekHoursByKind"]) => (Number(after.weekHoursByKind[kind]) - Number(before.weekHoursByKind[kind])).toFixed(2);
    expect([grew("work"), grew("overtime"), grew("travel"), grew("absence")]).toEqual(["0.00", "2.00", "1.50", "8.00"]);
    const kinds = Object.values(after.weekHoursByKind).reduce((sum, h) => sum + Number(h), 0);
    expect(kinds.toFixed(2)).toBe(after.weekHours);
  });

  it("marks in the week grid the workers who have closed that week", async () => {
    const { admin, closer, open } = await signedInAs(app, { admin: "admin", closer: "worker", open: "worker" });
    expect((await closer.client.post("/api/weekly-closures", { year: 2026, weekNumber: 47 })).status).toBe(201);
    type Week = { workers: { id: string; closedAt: string | null }[] };
    const week = (await admin.client.get<Week>("/api/admin/week?date=2026-11-18&limit=200")).body;
    expect(week.workers.find((w) => w.id === closer.user.id)?.closedAt).toEqual(expect.any(String));
    expect(week.workers.find((w) => w.id === open.user.id)?.closedAt).toBeNull();
    const before = (await admin.client.get<Week>("/api/admin/week?date=2026-11-11&limit=200")).body;
    expect(before.workers.find((w) => w.id === closer.user.id)?.closedAt).toBeNull();
  });
});
