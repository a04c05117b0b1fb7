// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ApprovalQueue, ApprovalQueueExpense, ApprovalQueueReport, ReportHistoryEntry } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { buildOutlay } from "@/test/expense-builders";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { shownToast } from "@/test/toasts";
import { ApprovalsScreen } from "./approvals-screen";

const ERIK = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "erik@example.se" };
const ANNA = { id: "00000000-0000-4000-8000-000000000002", fullName: "Anna Berg", email: "anna@example.se" };
const PROJECT = { id: "00000000-0000-4000-8000-0000000000a1", projectNumber: "P-2026-004", title: "Brf Eken" };

const waiting = (overrides: Partial<ApprovalQueueReport>): ApprovalQueueReport => ({
  ...buildTimeReport({ worker: ERIK, project: PROJECT, ...overrides }),
  notInLedger: false,
  changedAfterApproval: false,
  ...overrides,
});
const waitingOutlay = (overrides: Partial<ApprovalQueueExpense>): ApprovalQueueExpense =>
  ({
    ...buildOutlay({ worker: ERIK, project: PROJECT, date: "2026-11-17", amount: "450.00", vat: "90.00" }),
    notInLedger: false,
    changedAfterApproval: false,
    ...overrides,
  }) as ApprovalQueueExpense;

// Week 47 of 2026: Monday 16 November to Sunday 22.
const monday = waiting({ date: "2026-11-16", hours: "8.00", updatedAt: "2026-11-16T16:00:00.000Z" });
const tuesday = waiting({ date: "2026-11-17", hours: "7.50", notInLedger: true, updatedAt: "2026-11-17T16:00:00.000Z" });
const tuesdayTravel = waiting({ date: "2026-11-17", hours: "1.00", timeCode: "RE1", updatedAt: "2026-11-17T16:05:00.000Z" });
const annaFriday = waiting({
  worker: ANNA,
  workerId: ANNA.id,
  date: "2026-11-20",
  hours: "6.00",
  changedAfterApproval: true,
  updatedAt: "2026-11-21T08:00:00.000Z",
});
const outlay = waitingOutlay({ updatedAt: "2026-11-17T18:00:00.000Z" });
const QUEUE: ApprovalQueue = { reports: [monday, tuesday, tuesdayTravel, annaFriday], expenses: [outlay] };

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

function serve(queue: ApprovalQueue = QUEUE) {
  return mockApi(
    http.get("/api/approvals", () => HttpResponse.json(queue)),
    http.get(`/api/time-reports/${annaFriday.id}/history`, () => HttpResponse.json(HISTORY)),
  );
}

const region = (name: string) => screen.findByRole("region", { name });

describe("Att godkänna", () => {
  it("lists what waits by week and worker: hours per day with their time codes, the marks, what changed, and the expenses beside them", async () => {
    serve();
    renderWithProviders(<ApprovalsScreen />);
    expect(await screen.findByRole("heading", { name: "Att godkänna", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("5 rapporter och ersättningar väntar")).toBeInTheDocument();
    const erik = await region("Erik Andersson");
    expect(within(erik).getByText(/Vecka 47 · 16 nov\. – 22 nov\. · 16,5 tim/)).toBeInTheDocument();
    const tue = within(erik).getByRole("region", { name: "Tisdag 17 nov" });
    expect(within(tue).getByRole("heading", { name: "Tisdag 17 nov 8,5 tim" })).toBeInTheDocument();
    expect(within(tue).getByText("Arbetad tid")).toBeInTheDocument();
    expect(within(tue).getByText("Restid")).toBeInTheDocument();
    expect(within(tue).getByText("Ej i personalliggaren")).toBeInTheDocument();
    expect(within(within(erik).getByRole("region", { name: "Måndag 16 nov" })).queryByText("Ej i personalliggaren")).not.toBeInTheDocument();
    const expenses = within(erik).getByRole("region", { name: "Ersättningar" });
    expect(within(expenses).getByText("Utlägg")).toBeInTheDocument();
    expect(within(expenses).getByText("450,00 kr")).toBeInTheDocument();
    const anna = await region("Anna Berg");
    expect(within(anna).getByText("Ändrad efter godkännande")).toBeInTheDocument();
    expect(await within(anna).findByText("Timmar: 8,0 → 6,0")).toBeInTheDocument();
    expect(within(anna).getByText("Ändrad av Anna Berg 21 nov.")).toBeInTheDocument();
    await expectNoAxeViolations("'Att godkänna'");
  });

  it("approves one report with the updatedAt it showed, and keeps it under 'Godkända nu'", async () => {
    const { callsTo } = serve();
    mockApi(http.post(`/api/time-reports/${monday.id}/approve`, () => HttpResponse.json({ ...monday, approvedAt: "2026-11-22T10:00:00.000Z" })));
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    await user.click(await screen.findByRole("button", { name: "Godkänn Arbetad tid 8,0 tim Måndag 16 nov" }));
    await waitFor(() => expect(callsTo("POST", `/api/time-reports/${monday.id}/approve`)).toHaveLength(1));
    expect(callsTo("POST", `/api/time-reports/${monday.id}/approve`)[0]?.body).toEqual({ updatedAt: "2026-11-16T16:00:00.000Z" });
    expect(shownToast()).toEqual({ title: "Godkänd", description: "Lönen kan nu attestera det.", variant: undefined });
    const done = await screen.findByRole("heading", { name: "Godkända nu" });
    expect(done.closest("div")?.parentElement).toHaveTextContent("Erik Andersson · Arbetad tid 8,0 tim Måndag 16 nov");
  });

  it("approves a worker's week, its reports and expenses each as shown, and everything shown at once", async () => {
    const { callsTo } = serve();
    mockApi(
      http.post("/api/time-reports/approve", () => HttpResponse.json({ approved: 3 })),
      http.post("/api/expenses/approve", () => HttpResponse.json({ approved: 1 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    await user.click(await screen.findByRole("button", { name: "Godkänn veckan för Erik Andersson" }));
    await waitFor(() => expect(callsTo("POST", "/api/expenses/approve")).toHaveLength(1));
    expect(callsTo("POST", "/api/time-reports/approve")[0]?.body).toEqual({
      ids: [monday, tuesday, tuesdayTravel].map(({ id, updatedAt }) => ({ id, updatedAt })),
    });
    expect(callsTo("POST", "/api/expenses/approve")[0]?.body).toEqual({ ids: [{ id: outlay.id, updatedAt: outlay.updatedAt }] });
    expect(shownToast()?.title).toBe("4 godkända");

    await user.click(screen.getByRole("button", { name: "Godkänn allt som visas" }));
    await waitFor(() => expect(callsTo("POST", "/api/time-reports/approve")).toHaveLength(2));
    expect((callsTo("POST", "/api/time-reports/approve")[1]?.body as { ids: unknown[] }).ids).toHaveLength(4);
  });

  it("on a 409 reloads the list and says that something changed", async () => {
    const { callsTo } = serve();
    mockApi(
      http.post(`/api/time-reports/${tuesday.id}/approve`, () =>
        HttpResponse.json({ code: "approval.changed-since-opened", message: "Rapporten har ändrats sedan du öppnade den" }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    await user.click(await screen.findByRole("button", { name: "Godkänn Arbetad tid 7,5 tim Tisdag 17 nov" }));
    await waitFor(() => expect(callsTo("GET", "/api/approvals")).toHaveLength(2));
    expect(shownToast()).toEqual({
      title: "Rapporten har ändrats sedan du öppnade den",
      description: "Något har ändrats sedan du öppnade sidan. Listan är uppdaterad: titta igen innan du godkänner.",
      variant: "destructive",
    });
    expect(screen.queryByRole("heading", { name: "Godkända nu" })).not.toBeInTheDocument();
  });

  it("sends a day back with the reason written, and undoes an approval with a reason", async () => {
    const { callsTo } = serve();
    mockApi(
      http.post(`/api/time-reports/${tuesday.id}/return`, () => HttpResponse.json({ ...tuesday, status: "draft" })),
      http.post(`/api/expenses/${outlay.id}/approve`, () => HttpResponse.json(outlay)),
      http.post(`/api/expenses/${outlay.id}/unapprove`, () => HttpResponse.json(outlay)),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    await user.click(await screen.findByRole("button", { name: "Skicka tillbaka Arbetad tid 7,5 tim Tisdag 17 nov" }));
    const dialog = await screen.findByRole("dialog", { name: "Skicka tillbaka" });
    expect(dialog).toHaveTextContent("Det går tillbaka till Erik Andersson, som ser anledningen, rättar och skickar igen.");
    await user.click(within(dialog).getByRole("button", { name: "Skicka tillbaka" }));
    expect(await within(dialog).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    expect(callsTo("POST", `/api/time-reports/${tuesday.id}/return`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Anledning"), "Du är inte incheckad den dagen.");
    await user.click(within(dialog).getByRole("button", { name: "Skicka tillbaka" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("POST", `/api/time-reports/${tuesday.id}/return`)[0]?.body).toEqual({ reason: "Du är inte incheckad den dagen." });
    expect(shownToast()?.title).toBe("Skickad tillbaka");

    await user.click(screen.getByRole("button", { name: "Godkänn Utlägg 450,00 kr Tisdag 17 nov" }));
    await user.click(await screen.findByRole("button", { name: "Ångra godkännande av Utlägg 450,00 kr Tisdag 17 nov" }));
    const undo = await screen.findByRole("dialog", { name: "Ångra godkännande" });
    await user.type(within(undo).getByLabelText("Anledning"), "Fel dag, godkände av misstag.");
    await user.click(within(undo).getByRole("button", { name: "Ångra godkännande" }));
    await waitFor(() => expect(callsTo("POST", `/api/expenses/${outlay.id}/unapprove`)).toHaveLength(1));
    expect(callsTo("POST", `/api/expenses/${outlay.id}/unapprove`)[0]?.body).toEqual({ reason: "Fel dag, godkände av misstag." });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Godkända nu" })).not.toBeInTheDocument());
  });

  it("says so when nothing waits", async () => {
    serve({ reports: [], expenses: [] });
    renderWithProviders(<ApprovalsScreen />);
    expect(await screen.findByText("Inget väntar på ditt godkännande.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Godkänn allt som visas" })).not.toBeInTheDocument();
  });
});
