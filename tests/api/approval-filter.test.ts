/**
 * The lists' filter by the arbetsledare's approval (docs/product-rules.md §18):
 * GET /api/time-reports?approval= and GET /api/expenses?approval=, `approved` (attested or not)
 * or `waiting` (submitted, not approved); `all` or nothing filters nothing; anything else is 400.
 */
import { describe, expect, it } from "vitest";
import type { ApiErrorBody, Expense, ExpenseList, TimeReport } from "../../shared/types";
import { reportInput, signedInAs } from "../support/builders";
import { milInput } from "./helpers/expenses";
import { useTestApp } from "./helpers/test-app";

// Friday 20 November 2026, 10:00 in Stockholm.
const NOW = new Date("2026-11-20T09:00:00Z");
const REASON = "Fel projekt, det var Sjöboden";

const app = useTestApp({ now: () => NOW });

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe("the report list filtered by approval", () => {
  it("answers the approved ones (attested too) or the ones waiting, with the other filters and the export alike", async () => {
    const [{ admin, bo }, project] = await Promise.all([signedInAs(app, { admin: "admin", bo: "worker" }), app.createProject()]);
    const post = async (date: string) => (await bo.client.post<TimeReport>("/api/time-reports", reportInput({ projectId: project.id, date, hours: "2" }))).body;
    const waiting = await post("2026-11-16");
    const approved = await post("2026-11-17");
    const attested = await post("2026-11-18");
    const returned = await post("2026-11-19");
    const attestedUnapproved = await post("2026-11-13");
    for (const r of [approved, attested]) expect((await admin.client.post(`/api/time-reports/${r.id}/approve`, {})).status).toBe(200);
    for (const r of [attested, attestedUnapproved]) expect((await admin.client.post(`/api/time-reports/${r.id}/verify`)).status).toBe(200);
    expect((await admin.client.post(`/api/time-reports/${returned.id}/return`, { reason: REASON })).status).toBe(200);
    const list = (query: string) => admin.client.get<TimeReport[] & ApiErrorBody>(`/api/time-reports?workerId=${bo.user.id}&${query}`);

    const onlyApproved = await list("approval=approved");
    expect(onlyApproved.status).toBe(200);
    expect(ids(onlyApproved.body)).toEqual(ids([approved, attested]));
    expect(onlyApproved.headers.get("x-total-count")).toBe("2");
    expect(onlyApproved.body.every((r) => r.approvedBy !== null)).toBe(true);
    expect(ids((await list("approval=waiting")).body)).toEqual([waiting.id]);
    // With the status and the period: still approved, and only those.
    expect(ids((await list("approval=approved&status=submitted")).body)).toEqual([approved.id]);
    expect(ids((await list("approval=approved&startDate=2026-11-18")).body)).toEqual([attested.id]);
    expect((await list("approval=waiting&status=verified")).body).toEqual([]);
    // `all` and empty filter nothing.
    for (const query of ["approval=all", "approval="]) expect((await list(query)).body).toHaveLength(5);

    // The CSV export follows the same filter.
    const csv = await admin.client.get(`/api/time-reports/export?workerId=${bo.user.id}&approval=waiting`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("2026-11-16");
    expect(csv.text).not.toContain("2026-11-17");
  });

  it("refuses an unknown value with a clear 400 in the reader's language", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const res = await admin.client.get<ApiErrorBody>("/api/time-reports?approval=godkand");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("validation.failed");
    expect(res.body.errors?.approval).toBe("Välj godkända, väntande eller alla");
    expect(res.body.errorCodes?.approval).toBe("approval.filter-invalid");
  });
});

describe("the expense list filtered by approval", () => {
  it("answers the approved ones or the ones waiting; an unknown value is 400", async () => {
    const [{ admin, bo }, project] = await Promise.all([signedInAs(app, { admin: "admin", bo: "worker" }), app.createProject()]);
    const post = async (date: string) => (await bo.client.post<Expense>("/api/expenses", milInput({ projectId: project.id, date }))).body;
    const waiting = await post("2026-11-16");
    const approved = await post("2026-11-17");
    const attested = await post("2026-11-18");
    for (const e of [approved, attested]) expect((await admin.client.post(`/api/expenses/${e.id}/approve`, {})).status).toBe(200);
    expect((await admin.client.post(`/api/expenses/${attested.id}/verify`)).status).toBe(200);
    const list = (query: string) => admin.client.get<ExpenseList & ApiErrorBody>(`/api/expenses?workerId=${bo.user.id}&${query}`);

    expect(ids((await list("approval=approved")).body.items)).toEqual(ids([approved, attested]));
    expect(ids((await list("approval=waiting")).body.items)).toEqual([waiting.id]);
    expect(ids((await list("approval=approved&status=verified")).body.items)).toEqual([attested.id]);
    expect((await list("approval=all")).body.items).toHaveLength(3);
    const bad = await list("approval=ja");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.approval).toBe("Välj godkända, väntande eller alla");
  });
});
