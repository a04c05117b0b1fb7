/**
 * The modules' routers may be mounted in any order (docs/architecture.md): a static path beside
 * an :id route (GET /time-reports/export and /latest-work beside GET /time-reports/:id, POST
 * /time-reports/verify beside POST /time-reports/:id/verify) answers from its own handler, and a
 * path that is no id answers as it always has. The same requests run against the app as it mounts its routers and
 * with their order reversed.
 */
import type { Router } from "express";
import { describe, expect, it } from "vitest";
import type { LedgerEntry, LedgerLogEvent, TimeReport } from "../../shared/types";
import { absenceInput, signedInAs } from "../support/builders";
import { readySite } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");

describe.each([
  { order: "as mounted", routerOrder: undefined },
  { order: "reversed", routerOrder: (routers: Router[]) => [...routers].reverse() },
])("routers $order", ({ routerOrder }) => {
  const app = useTestApp({ now: () => NOW, routerOrder });

  async function oneReport() {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    const created = await worker.client.post<TimeReport>("/api/time-reports", absenceInput({ date: "2026-11-16", hours: "8" }));
    expect(created.status).toBe(201);
    return { admin: admin.client, worker, report: created.body };
  }

  it("GET /time-reports/export and /export/worker answer the CSV, not a report", async () => {
    const { admin, worker } = await oneReport();
    const all = await admin.download(`/api/time-reports/export?workerId=${worker.user.id}`);
    expect(all.res.status).toBe(200);
    expect(all.res.headers.get("content-type")).toContain("text/csv");
    const week = await admin.download(`/api/time-reports/export/worker?workerId=${worker.user.id}&startDate=2026-11-16&endDate=2026-11-22`);
    expect(week.res.status).toBe(200);
    expect(week.res.headers.get("content-type")).toContain("text/csv");
    // Who may not export is told so by the export's guard, as before.
    expect((await worker.client.get("/api/time-reports/export")).status).toBe(403);
    expect((await app.client().get("/api/time-reports/export")).status).toBe(401);
  });

  it("POST /time-reports/verify verifies many; /time-reports/:id and its history answer by id", async () => {
    const { admin, report } = await oneReport();
    const bulk = await admin.post<{ verified: number }>("/api/time-reports/verify", { ids: [report.id] });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ verified: 1, awaitingApproval: 0 });
    const one = await admin.get<TimeReport>(`/api/time-reports/${report.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: report.id, status: "verified" });
    const history = await admin.get<{ action: string }[]>(`/api/time-reports/${report.id}/history`);
    expect(history.body.map((h) => h.action)).toEqual(["verify", "create"]);
  });

  it("GET /time-reports/latest-work answers the caller's latest work report, not a report by id", async () => {
    const { worker } = await oneReport();
    const res = await worker.client.get<{ report: TimeReport | null }>("/api/time-reports/latest-work");
    expect(res.status).toBe(200);
    // The one report is a sick day: never copied.
    expect(res.body).toEqual({ report: null });
  });

  it("a path that is no id answers as it always has: 401 signed out, 400 for a bad body, else 404 'Hittades inte'", async () => {
    const { admin, worker } = await oneReport();
    expect((await app.client().get("/api/time-reports/abc")).status).toBe(401);
    for (const path of ["/api/time-reports/abc", "/api/time-reports/abc/history"]) {
      const res = await admin.get<{ message: string }>(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ code: "not-found", message: "Hittades inte" });
    }
    expect((await admin.post("/api/time-reports/abc/verify")).status).toBe(404);
    expect((await admin.delete("/api/time-reports/export")).status).toBe(404);
    expect((await worker.client.put("/api/time-reports/abc", {})).status).toBe(400);
    expect((await worker.client.put("/api/time-reports/abc", absenceInput({ date: "2026-11-17", hours: "8" }))).status).toBe(404);
    // Every :id route of the API passes a non-id on the same way.
    for (const path of ["/api/payroll/exports/abc/paxml", "/api/payroll/exports/abc/summary.csv", "/api/projects/abc/workers"]) {
      const res = await admin.get<{ message: string }>(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ code: "not-found", message: "Hittades inte" });
    }
    expect((await admin.delete("/api/users/abc")).status).toBe(404);
    expect((await admin.patch("/api/projects/abc", { status: "nonsense" })).status).toBe(400);
    expect((await admin.patch("/api/projects/abc", {})).status).toBe(404);
  });

  it("GET /sites/:id/ledger.csv answers the CSV and /sites/:id/ledger, /ledger/log the list and the log", async () => {
    const { admin } = await oneReport();
    const site = await readySite(admin);
    const csv = await admin.download(`/api/sites/${site.id}/ledger.csv`);
    expect(csv.res.status).toBe(200);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    const list = await admin.get<LedgerEntry[]>(`/api/sites/${site.id}/ledger`);
    expect(list.body).toEqual([]);
    const log = await admin.get<LedgerLogEvent[]>(`/api/sites/${site.id}/ledger/log`);
    expect(log.body.map((e) => e.action)).toEqual(["view", "export"]);
    expect((await admin.get("/api/sites/abc/ledger.csv")).status).toBe(404);
  });
});
