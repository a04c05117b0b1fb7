/**
 * A report's history as the admin reads it, GET /api/time-reports/:id/history (the
 * time-reports module): who created, changed, verified or returned it, and when.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "../../shared/schema";
import type { TimeReport } from "../../shared/types";
import { reportInput, signedInAs } from "../support/builders";
import { expectAdminOnly } from "./helpers/permissions";
import { useTestApp } from "./helpers/test-app";

// Wednesday 18 November 2026, noon in Stockholm (week 47: 16–22 November).
const NOW = new Date("2026-11-18T11:00:00Z");

const app = useTestApp({ now: () => NOW });

describe("report history", () => {
  it("only admins read a report's history: 401 signed out, 403 to a worker and a customer", async () => {
    await expectAdminOnly(app, [["GET", "/api/time-reports/:id/history"]]);
  });

  it("shows an admin who created, changed and verified a report, and when", async () => {
    const { admin, worker } = await signedInAs(app, {
      admin: { role: "admin", fullName: "Anna Admin" },
      worker: { role: "worker", fullName: "Örjan Åkesson" },
    });
    const project = await app.createProject();
    const created = await worker.client.post<TimeReport>(
      "/api/time-reports",
      reportInput({ projectId: project.id, date: "2026-11-13", hours: "3", description: "Historiktest rapport" }),
    );
    await worker.client.put(
      `/api/time-reports/${created.body.id}`,
      reportInput({ projectId: project.id, date: "2026-11-13", hours: "3.5", description: "Historiktest rapport" }),
    );
    await admin.client.post(`/api/time-reports/${created.body.id}/verify`);
    const history = await admin.client.get<{ action: string; user: { fullName: string } | null; timestamp: string }[]>(
      `/api/time-reports/${created.body.id}/history`,
    );
    expect(history.body.map((h) => [h.action, h.user?.fullName])).toEqual([
      ["verify", "Anna Admin"],
      ["update", "Örjan Åkesson"],
      ["create", "Örjan Åkesson"],
    ]);
    const rows = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, created.body.id));
    expect(rows).toHaveLength(3);
  });

  it("shows a send back with its reason and the worker's resend in the history", async () => {
    const { admin, worker } = await signedInAs(app, { admin: { role: "admin", fullName: "Anna Admin" }, worker: { role: "worker", fullName: "Bo Berg" } });
    const project = await app.createProject();
    const body = reportInput({ projectId: project.id, timeCode: "ÖT1", date: "2026-11-12", hours: "2", description: "Övertid vid gjutning" });
    const created = await worker.client.post<TimeReport>("/api/time-reports", body);
    await admin.client.post(`/api/time-reports/${created.body.id}/return`, { reason: "Var det verkligen övertid?" });
    await worker.client.put(`/api/time-reports/${created.body.id}`, { ...body, timeCode: "ARB" });
    const history = await admin.client.get<{ action: string; user: { fullName: string } | null; changes: { after: Record<string, unknown> | null } }[]>(
      `/api/time-reports/${created.body.id}/history`,
    );
    expect(history.body.map((h) => [h.action, h.user?.fullName])).toEqual([
      ["update", "Bo Berg"],
      ["return", "Anna Admin"],
      ["create", "Bo Berg"],
    ]);
    expect(history.body[1].changes.after).toMatchObject({ status: "draft", returnReason: "Var det verkligen övertid?", timeCode: "ÖT1" });
    expect(history.body[0].changes.after).toMatchObject({ status: "submitted", returnReason: null, timeCode: "ARB" });
  });
});
