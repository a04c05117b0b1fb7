import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ApprovalQueue, ApprovalQueueExpense, ApprovalQueueReport, ReportHistoryEntry } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { buildOutlay } from "./expense-builders";
import { mockApi } from "./msw";

/*
 * The arbetsledare's queue for the tests of 'Att godkänna': two workers' week 47 on one
 * project, with a day not in the personalliggare, a report changed after its approval and an
 * utlägg; and what the arbetsledare approved that payroll has not attested.
 */

const ERIK = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "erik@example.se" };
export const ANNA = { id: "00000000-0000-4000-8000-000000000002", fullName: "Anna Berg", email: "anna@example.se" };
const PROJECT = { id: "00000000-0000-4000-8000-0000000000a1", projectNumber: "P-2026-004", title: "Brf Eken" };

const waiting = (overrides: Partial<ApprovalQueueReport>): ApprovalQueueReport => ({
  ...buildTimeReport({ worker: ERIK, project: PROJECT, ...overrides }),
  notInLedger: false,
  changedAfterApproval: false,
  ...overrides,
});
export const waitingOutlay = (overrides: Partial<ApprovalQueueExpense>): ApprovalQueueExpense =>
  ({
    ...buildOutlay({ worker: ERIK, project: PROJECT, date: "2026-11-17", amount: "450.00", vat: "90.00" }),
    notInLedger: false,
    changedAfterApproval: false,
    ...overrides,
  }) as ApprovalQueueExpense;

// Week 47 of 2026: Monday 16 November to Sunday 22.
export const monday = waiting({ date: "2026-11-16", hours: "8.00", updatedAt: "2026-11-16T16:00:00.000Z" });
export const tuesday = waiting({ date: "2026-11-17", hours: "7.50", notInLedger: true, updatedAt: "2026-11-17T16:00:00.000Z" });
export const tuesdayTravel = waiting({ date: "2026-11-17", hours: "1.00", timeCode: "RE1", updatedAt: "2026-11-17T16:05:00.000Z" });
const annaFriday = waiting({
  worker: ANNA,
  workerId: ANNA.id,
  date: "2026-11-20",
  hours: "6.00",
  changedAfterApproval: true,
  updatedAt: "2026-11-21T08:00:00.000Z",
});
export const outlay = waitingOutlay({ updatedAt: "2026-11-17T18:00:00.000Z" });
export const QUEUE: ApprovalQueue = { reports: [monday, tuesday, tuesdayTravel, annaFriday], expenses: [outlay] };

const HISTORY: ReportHistoryEntry[] = [
  {
    id: "h2",
    action: "update",
    timestamp: "2026-11-21T08:00:00.000Z",
    changes: {
      before: { hours: "8.00", description: "Gjutning", approvedAt: "2026-11-20T17:00:00.000Z" },
      after: { hours: "6.00", description: "Gjutning", approvedAt: null },
    },
    user: { id: ANNA.id, fullName: ANNA.fullName },
  },
  { id: "h1", action: "approve", timestamp: "2026-11-20T17:00:00.000Z", changes: { before: null, after: null }, user: { id: "x", fullName: "Lena Ek" } },
];

export const NONE: ApprovalQueue = { reports: [], expenses: [] };

/** Serves the waiting list `queue` and, for `?state=approved`, `approved` (each read at every request, so a test may change them). */
export function serve(queue: ApprovalQueue = QUEUE, approved: () => ApprovalQueue = () => NONE) {
  return mockApi(
    http.get("/api/approvals", ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get("state") === "approved" ? approved() : queue)),
    http.get(`/api/time-reports/${annaFriday.id}/history`, () => HttpResponse.json(HISTORY)),
  );
}

/** The requests for the waiting list (no `state`), of all the requests to /api/approvals. */
export const waitingCalls = (calls: { url: URL }[]) => calls.filter((c) => !c.url.searchParams.has("state"));

// Approved by the caller, not yet attested: Erik's Monday of week 47 and a drive of Anna's in week 48.
export const approvedMonday: ApprovalQueueReport = { ...monday, approvedAt: "2026-11-20T15:00:00.000Z", approvedBy: { id: "x", fullName: "Lena Ek" } };
export const approvedDrive = {
  ...waitingOutlay({}),
  ...{ kind: "mil", km: 123, route: "Kontoret - Bygget, material", amount: "307.50", date: "2026-11-24", worker: ANNA, workerId: ANNA.id },
  approvedAt: "2026-11-25T07:00:00.000Z",
  approvedBy: { id: "x", fullName: "Lena Ek" },
  updatedAt: "2026-11-25T07:00:00.000Z",
} as ApprovalQueueExpense;
export const APPROVED: ApprovalQueue = { reports: [approvedMonday], expenses: [approvedDrive] };

export const region = (name: string) => screen.findByRole("region", { name });
