/**
 * Clock times on reports (docs/product-rules.md §5): `startTime`, `endTime` and `breakMinutes` are checked
 * against the hours in TZ_APP (a night shift over a clock change counts the hours really
 * worked), stored, shown in every report answer, kept in the audit rows and exported as CSV.
 * Bad input is a 400 with the field's Swedish message and saves nothing.
 */
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { AdminWeek, ApiErrorBody, ReportHistoryEntry, TimeReport } from "../../shared/types";
import { absenceInput, reportInput, signedInAs } from "../support/builders";
import { startTestApp, useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm: both 2026 clock changes lie within a year.
const NOW = new Date("2026-11-20T09:00:00Z");

const app = useTestApp({ now: () => NOW });

async function setup() {
  const [{ worker, admin }, project] = await Promise.all([signedInAs(app, { worker: "worker", admin: "admin" }), app.createProject()]);
  const shift = (overrides: Record<string, unknown>) => reportInput({ projectId: project.id, date: "2026-11-18", ...overrides });
  return { worker, admin, project, shift };
}

describe("saving clock times", () => {
  it("stores start, end and break and shows them in the answer, the list, one report and the week grid", async () => {
    const { worker, admin, shift } = await setup();
    const created = await worker.client.post<TimeReport>("/api/time-reports", shift({ startTime: "07:00", endTime: "16:00", breakMinutes: 60, hours: "8" }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ startTime: "07:00", endTime: "16:00", breakMinutes: 60, hours: "8.00" });

    const times = { startTime: "07:00", endTime: "16:00", breakMinutes: 60 };
    const list = await worker.client.get<TimeReport[]>("/api/time-reports");
    expect(list.body.find((r) => r.id === created.body.id)).toMatchObject(times);
    expect((await admin.client.get<TimeReport>(`/api/time-reports/${created.body.id}`)).body).toMatchObject(times);
    const week = await admin.client.get<AdminWeek>("/api/admin/week?date=2026-11-18");
    const row = week.body.workers.find((w) => w.id === worker.user.id);
    expect(row?.reports[0]).toMatchObject(times);
  });

  it("takes a missing break as 0, and a report without times has none of the three", async () => {
    const { worker, shift } = await setup();
    const noBreak = await worker.client.post<TimeReport>("/api/time-reports", shift({ startTime: "06:30", endTime: "10:30", hours: "4" }));
    expect(noBreak.status).toBe(201);
    expect(noBreak.body).toMatchObject({ startTime: "06:30", endTime: "10:30", breakMinutes: 0 });
    const plain = await worker.client.post<TimeReport>("/api/time-reports", shift({ hours: "2", date: "2026-11-17" }));
    expect(plain.body).toMatchObject({ startTime: null, endTime: null, breakMinutes: null });
  });

  it("accepts a night shift past midnight, 7 h on the spring-forward night and 9 h on the autumn night", async () => {
    const { worker, shift } = await setup();
    const night = await worker.client.post<TimeReport>("/api/time-reports", shift({ startTime: "22:00", endTime: "06:00", breakMinutes: 30, hours: "7.5" }));
    expect(night.status).toBe(201);
    expect(night.body).toMatchObject({ startTime: "22:00", endTime: "06:00", breakMinutes: 30 });

    const spring = await worker.client.post<TimeReport>("/api/time-reports", shift({ date: "2026-03-28", startTime: "22:00", endTime: "06:00", hours: "7" }));
    expect(spring.status).toBe(201);
    const autumn = await worker.client.post<TimeReport>("/api/time-reports", shift({ date: "2026-10-24", startTime: "22:00", endTime: "06:00", hours: "9" }));
    expect(autumn.status).toBe(201);

    // The wall-clock 8 hours are wrong on both nights.
    for (const date of ["2026-03-28", "2026-10-24"]) {
      const wrong = await worker.client.post<ApiErrorBody>("/api/time-reports", shift({ date, startTime: "22:00", endTime: "06:00", hours: "8" }));
      expect(wrong.status, date).toBe(400);
      expect(wrong.body.errors?.hours, date).toBe("Timmarna stämmer inte med start- och sluttid");
    }
  });

  it("counts the real hours across the clock changes: 01:00-04:00 is 2 h on 29 March 2026 and 4 h on 25 October", async () => {
    const { worker, shift } = await setup();
    const spring = await worker.client.post<TimeReport>("/api/time-reports", shift({ date: "2026-03-29", startTime: "01:00", endTime: "04:00", hours: "2" }));
    expect(spring.status).toBe(201);
    expect(spring.body).toMatchObject({ startTime: "01:00", endTime: "04:00", hours: "2.00" });
    const wrong = await worker.client.post<ApiErrorBody>("/api/time-reports", shift({ date: "2026-03-29", startTime: "01:00", endTime: "04:00", hours: "3" }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.hours).toBe("Timmarna stämmer inte med start- och sluttid");

    const eve = await worker.client.post<TimeReport>("/api/time-reports", shift({ date: "2026-03-27", startTime: "23:00", endTime: "01:30", hours: "2.5" }));
    expect(eve.status).toBe(201);
    const autumn = await worker.client.post<TimeReport>("/api/time-reports", shift({ date: "2026-10-25", startTime: "01:00", endTime: "04:00", hours: "4" }));
    expect(autumn.status).toBe(201);
  });

  it("refuses a time in the hour the spring clock skips, with a message that says so, and saves nothing", async () => {
    const { worker, shift } = await setup();
    const skipped = await worker.client.post<ApiErrorBody>(
      "/api/time-reports",
      shift({ date: "2026-03-29", startTime: "02:30", endTime: "06:00", hours: "2.5" }),
    );
    expect(skipped.status).toBe(400);
    expect(skipped.body.errors?.startTime).toBe("Klockan 02:30 finns inte den 29 mars 2026 – klockan ställdes fram en timme");
    const night = await worker.client.post<ApiErrorBody>("/api/time-reports", shift({ date: "2026-03-28", startTime: "22:00", endTime: "02:00", hours: "3" }));
    expect(night.status).toBe(400);
    expect(night.body.errors?.endTime).toBe("Klockan 02:00 finns inte den 29 mars 2026 – klockan ställdes fram en timme");
    const list = await worker.client.get<TimeReport[]>("/api/time-reports");
    expect(list.body.filter((r) => r.date === "2026-03-29" || r.date === "2026-03-28")).toEqual([]);
  });

  it("judges the times in the app's zone (TZ_APP): in UTC the March night is the wall-clock 8 h", async () => {
    const utc = await startTestApp({ now: () => NOW, env: { TZ_APP: "UTC" }, database: app.database });
    try {
      const [{ worker }, project] = await Promise.all([signedInAs(utc, { worker: "worker" }), utc.createProject()]);
      const night = { projectId: project.id, date: "2026-03-28", startTime: "22:00", endTime: "06:00" };
      expect((await worker.client.post<ApiErrorBody>("/api/time-reports", reportInput({ ...night, hours: "7" }))).status).toBe(400);
      expect((await worker.client.post<TimeReport>("/api/time-reports", reportInput({ ...night, hours: "8" }))).status).toBe(201);
    } finally {
      await utc.close();
    }
  });

  it("changes and removes the times with PUT, and the audit rows carry them", async () => {
    const { worker, admin, shift } = await setup();
    const created = await worker.client.post<TimeReport>("/api/time-reports", shift({ startTime: "07:00", endTime: "15:00", breakMinutes: 30, hours: "7.5" }));
    // 9 h less 45 min is 8.25 h: 8 h disagrees, and nothing changes.
    const changed = await worker.client.put<ApiErrorBody>(
      `/api/time-reports/${created.body.id}`,
      shift({ startTime: "08:00", endTime: "17:00", breakMinutes: 45, hours: "8" }),
    );
    expect(changed.status).toBe(400);
    expect(changed.body.errors?.hours).toBe("Timmarna stämmer inte med start- och sluttid");
    const fixed = await worker.client.put<TimeReport>(
      `/api/time-reports/${created.body.id}`,
      shift({ startTime: "08:00", endTime: "17:00", breakMinutes: 60, hours: "8" }),
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ startTime: "08:00", endTime: "17:00", breakMinutes: 60 });
    const cleared = await worker.client.put<TimeReport>(`/api/time-reports/${created.body.id}`, shift({ startTime: "", endTime: null, hours: "8" }));
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ startTime: null, endTime: null, breakMinutes: null });

    const history = await admin.client.get<ReportHistoryEntry[]>(`/api/time-reports/${created.body.id}/history`);
    const [clear, fix, create] = history.body;
    expect(create.changes.after).toMatchObject({ startTime: "07:00", endTime: "15:00", breakMinutes: 30 });
    expect(fix.changes.before).toMatchObject({ startTime: "07:00", endTime: "15:00", breakMinutes: 30 });
    expect(fix.changes.after).toMatchObject({ startTime: "08:00", endTime: "17:00", breakMinutes: 60 });
    expect(clear.changes.after).toMatchObject({ startTime: null, endTime: null, breakMinutes: null });
  });
});

describe("bad clock times", () => {
  it("refuses each with the field's Swedish message and saves nothing", async () => {
    const { worker, shift } = await setup();
    const cases: [string, object, string, string][] = [
      ["25:00", shift({ startTime: "25:00", endTime: "06:00", hours: "8" }), "startTime", "Ange tiden som TT:MM, till exempel 07:00"],
      [
        "break longer than the span",
        shift({ startTime: "08:00", endTime: "09:00", breakMinutes: 90, hours: "1" }),
        "breakMinutes",
        "Rasten är längre än arbetspasset",
      ],
      [
        "hours disagree",
        shift({ startTime: "07:00", endTime: "16:00", breakMinutes: 30, hours: "8" }),
        "hours",
        "Timmarna stämmer inte med start- och sluttid",
      ],
      ["negative break", shift({ startTime: "07:00", endTime: "16:00", breakMinutes: -30, hours: "9" }), "breakMinutes", "Rasten anges i minuter, 0–240"],
      ["break over 240", shift({ startTime: "06:00", endTime: "20:00", breakMinutes: 241, hours: "10" }), "breakMinutes", "Rasten anges i minuter, 0–240"],
      ["start only", shift({ startTime: "07:00", hours: "8" }), "endTime", "Ange både start- och sluttid"],
      ["end only", shift({ endTime: "16:00", hours: "8" }), "startTime", "Ange både start- och sluttid"],
      [
        "times on absence",
        absenceInput({ date: "2026-11-18", startTime: "07:00", endTime: "15:00" }),
        "startTime",
        "Frånvaro rapporteras utan start- och sluttid",
      ],
    ];
    for (const [name, body, field, message] of cases) {
      const res = await worker.client.post<ApiErrorBody>("/api/time-reports", body);
      expect(res.status, name).toBe(400);
      expect(res.body.errors?.[field], name).toBe(message);
    }
    expect((await worker.client.get<TimeReport[]>("/api/time-reports")).body).toHaveLength(0);
  });

  it("leaves a report unchanged when a PUT brings bad times", async () => {
    const { worker, shift } = await setup();
    const created = await worker.client.post<TimeReport>("/api/time-reports", shift({ startTime: "07:00", endTime: "15:00", breakMinutes: 30, hours: "7.5" }));
    const bad = await worker.client.put<ApiErrorBody>(
      `/api/time-reports/${created.body.id}`,
      shift({ startTime: "07:00", endTime: "15:00", breakMinutes: 30, hours: "8" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.hours).toBe("Timmarna stämmer inte med start- och sluttid");
    const after = await worker.client.get<TimeReport>(`/api/time-reports/${created.body.id}`);
    expect(after.body).toMatchObject({ startTime: "07:00", endTime: "15:00", breakMinutes: 30, hours: "7.50", updatedAt: created.body.updatedAt });
  });
});

describe("CSV export", () => {
  it("adds Start, Slut and Rast (min) after Typ, empty for a report without times", async () => {
    const { worker, admin, shift } = await setup();
    await worker.client.post("/api/time-reports", shift({ startTime: "22:00", endTime: "06:00", breakMinutes: 30, hours: "7.5" }));
    await worker.client.post("/api/time-reports", shift({ date: "2026-11-17", hours: "3" }));
    const res = await fetch(`${app.url}/api/time-reports/export?workerId=${worker.user.id}`, { headers: { cookie: admin.client.cookieHeader } });
    expect(res.status).toBe(200);
    const parsed = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ""), { delimiter: ";", newline: "\r\n", skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header.slice(-5)).toEqual(["Typ", "Start", "Slut", "Rast (min)", "Anställningsnummer"]);
    expect(rows.map((r) => [r[0], ...r.slice(-4, -1)])).toEqual([
      ["2026-11-18", "22:00", "06:00", "30"],
      ["2026-11-17", "", "", ""],
    ]);
  });
});
