import { http, HttpResponse } from "msw";
import { buildAdminSummary, buildAdminWeek, buildWorkerSummary } from "@tests/support/builders";
import { rejectedExpensesHandler, returnedExpensesHandler } from "./expense-handlers";
import { ledgerHandlers } from "./ledger-handlers";
import { warningsHandler } from "./working-time-handlers";

/**
 * Empty answers to everything a dashboard reads when it opens, for tests about something
 * else (routing, signing in): each call makes new handlers for `mockApi`.
 */
export const workerDashboardHandlers = () => [
  http.get("/api/summary", () => HttpResponse.json(buildWorkerSummary())),
  http.get("/api/time-reports", () => HttpResponse.json([])),
  http.get("/api/time-reports/rejected", () => HttpResponse.json([])),
  returnedExpensesHandler([]),
  rejectedExpensesHandler([]),
  http.get("/api/projects", () => HttpResponse.json([])),
  http.get("/api/report-calendar", () => HttpResponse.json({})),
  http.get("/api/weekly-closures/status", () => HttpResponse.json({ isClosed: false })),
  http.get("/api/weekly-closures/my-closures", () => HttpResponse.json([])),
  warningsHandler(),
  ...ledgerHandlers(),
];

export const adminDashboardHandlers = () => [
  http.get("/api/admin/summary", () => HttpResponse.json(buildAdminSummary())),
  http.get("/api/admin/week", () => HttpResponse.json(buildAdminWeek({ workers: [] }))),
  http.get("/api/working-time/warnings", () => HttpResponse.json([])),
  http.get("/api/users", () => HttpResponse.json([])),
  http.get("/api/projects", () => HttpResponse.json([])),
  // 'Att godkänna (n)' beside the title (docs/product-rules.md §18).
  http.get("/api/approvals", () => HttpResponse.json({ reports: [], expenses: [] })),
];
