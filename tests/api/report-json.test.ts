/**
 * The report list and the week grid send each report as JSON made by the database
 * (`reportJson`); one report alone is presented by the app (`presentTimeReport`). Both must give
 * the same answer, key for key, for every kind of report: clock times, images, a return reason
 * with quotes and a newline, absence without a project, a date in a locked pay period.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payrollExports, uploadedObjects } from "../../shared/schema";
import type { AdminWeek, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs } from "../support/builders";
import { startTestApp, type TestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ now: () => NOW });
});
afterAll(async () => {
  await app?.close();
});

describe("a report reads the same in the list, alone and in the week grid", () => {
  it("for work with clock times and images, a sent-back report and absence, in and out of a locked period", async () => {
    const name = `Jsonsson ${crypto.randomUUID().slice(0, 8)}`;
    const [{ worker, admin }, project] = await Promise.all([
      signedInAs(app, { worker: { role: "worker", fullName: `Åsa ${name}` }, admin: "admin" }),
      app.createProject(),
    ]);
    const image = `/objects/uploads/${crypto.randomUUID()}`;
    await app.database.db.insert(uploadedObjects).values({ id: image.split("/").pop()!, ownerId: worker.user.id, contentType: "image/png", size: 100 });
    const made = [
      await worker.client.post<TimeReport>(
        "/api/time-reports",
        reportInput({ projectId: project.id, date: "2026-11-16", hours: "8", startTime: "07:00", endTime: "16:00", breakMinutes: 60, imageUrls: [image] }),
      ),
      await worker.client.post<TimeReport>(
        "/api/time-reports",
        reportInput({ projectId: project.id, date: "2026-11-17", description: 'Rad ett\n"två" \\ tre' }),
      ),
      await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ date: "2026-11-18" })),
    ];
    expect(made.map((r) => r.status)).toEqual([201, 201, 201]);
    const [worked, sentBack, absence] = made.map((r) => r.body);
    expect((await admin.client.post(`/api/time-reports/${sentBack.id}/return`, { reason: 'Fel "timmar"\npå tisdag' })).status).toBe(200);
    await app.database.db
      .insert(payrollExports)
      .values({ startDate: "2026-11-16", endDate: "2026-11-16", reportCount: 1, totalHours: "8", companyName: "Bygg AB", orgNumber: "556000-0000" });

    const alone = await Promise.all([worked, sentBack, absence].map(async (r) => (await admin.client.get<TimeReport>(`/api/time-reports/${r.id}`)).body));
    expect(alone.map((r) => [r.lockedForPayroll, r.project === null, r.status])).toEqual([
      [true, false, "submitted"],
      [false, false, "draft"],
      [false, true, "submitted"],
    ]);
    const list = await admin.client.get<TimeReport[]>(`/api/time-reports?workerId=${worker.user.id}`);
    const grid = await admin.client.get<AdminWeek>(`/api/admin/week?date=2026-11-18&q=${encodeURIComponent(name)}`);
    const listed = [...list.body].reverse();
    const inGrid = grid.body.workers.find((w) => w.id === worker.user.id)?.reports ?? [];
    for (const shown of [listed, inGrid]) {
      expect(shown).toEqual(alone);
      expect(shown.map((r) => Object.keys(r))).toEqual(alone.map((r) => Object.keys(r)));
    }
  });
});
