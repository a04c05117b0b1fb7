/**
 * An approval covers what the arbetsledare saw (docs/product-rules.md §18): a worker's edit racing
 * an approval bound to the `updatedAt` shown ends either approved with the values shown or not
 * approved, never approved with values nobody saw. Twenty rounds, the two requests sent together
 * with the edit 0-4 ms ahead or behind, one by one and as a bulk approval.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { timeReports } from "../../shared/schema";
import type { ApiErrorBody, Project, TimeReport } from "../../shared/types";
import { reportInput, signedInAs } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const ROUNDS = 20;
const app = useTestApp({ now: () => NOW });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("an edit racing an approval", () => {
  it("never ends approved with values nobody saw", async () => {
    const { admin, lars, bo } = await signedInAs(app, { admin: "admin", lars: "worker", bo: "worker" });
    const project = (await admin.client.post<Project>("/api/projects", { projectNumber: "RACE-1", title: "Kapplöpning", leaderIds: [lars.user.id] })).body;
    const outcomes = { approvedThenEdited: 0, editedFirst: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const date = new Date(Date.UTC(2026, 10, 2 + (round % 14))).toISOString().slice(0, 10);
      const shown = (await bo.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "4" }))).body;
      const edit = () => bo.client.put<TimeReport>(`/api/time-reports/${shown.id}`, reportInput({ projectId: project.id, date, hours: "5.5" }));
      const approve = () =>
        round % 2 === 0
          ? lars.client.post<ApiErrorBody>(`/api/time-reports/${shown.id}/approve`, { updatedAt: shown.updatedAt })
          : lars.client.post<ApiErrorBody>("/api/time-reports/approve", { ids: [{ id: shown.id, updatedAt: shown.updatedAt }] });
      const lead = round % 5;
      const [edited, approved] = await Promise.all([round % 4 < 2 ? pause(lead).then(edit) : edit(), round % 4 < 2 ? approve() : pause(lead).then(approve)]);
      expect(edited.status, `round ${round}: ${edited.text}`).toBe(200);
      const [row] = await app.database.db.select().from(timeReports).where(eq(timeReports.id, shown.id));
      // The edit always lands; whatever came first, what is stored now is not approved.
      expect(row.hours).toBe("5.50");
      expect(row.approvedAt, `round ${round}`).toBeNull();
      if (approved.status === 200) {
        outcomes.approvedThenEdited++;
      } else {
        expect(approved.status, `round ${round}: ${approved.text}`).toBe(409);
        expect(approved.body.message).toBe("Rapporten har ändrats sedan du öppnade den");
        outcomes.editedFirst++;
      }
    }
    expect(outcomes.approvedThenEdited + outcomes.editedFirst).toBe(ROUNDS);
  });

  it("an approval that wins keeps exactly the values shown, as its audit row records", async () => {
    const { admin, lars, bo } = await signedInAs(app, { admin: "admin", lars: "worker", bo: "worker" });
    const project = (await admin.client.post<Project>("/api/projects", { projectNumber: "RACE-2", title: "Kapplöpning 2", leaderIds: [lars.user.id] })).body;
    for (let round = 0; round < ROUNDS; round++) {
      const date = new Date(Date.UTC(2026, 9, 5 + (round % 14))).toISOString().slice(0, 10);
      const shown = (await bo.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "4" }))).body;
      // The worker's edit is refused (a day over 24 hours) or lands; the approval decides on what it saw.
      const hours = round % 2 === 0 ? "24" : "6";
      if (round % 2 === 0) await bo.client.post("/api/time-reports", reportInput({ projectId: project.id, date, hours: "1" }));
      const [edited, approved] = await Promise.all([
        bo.client.put<TimeReport>(`/api/time-reports/${shown.id}`, reportInput({ projectId: project.id, date, hours })),
        lars.client.post<TimeReport & ApiErrorBody>(`/api/time-reports/${shown.id}/approve`, { updatedAt: shown.updatedAt }),
      ]);
      const [row] = await app.database.db.select().from(timeReports).where(eq(timeReports.id, shown.id));
      if (row.approvedAt !== null) {
        // Approved now: with exactly the values shown.
        expect(row.hours, `round ${round}`).toBe("4.00");
        expect(row.description).toBe(shown.description);
        expect(approved.status).toBe(200);
        expect(approved.body.hours).toBe("4.00");
      } else {
        expect(edited.status === 200 || approved.status === 409, `round ${round}`).toBe(true);
      }
    }
  });
});
