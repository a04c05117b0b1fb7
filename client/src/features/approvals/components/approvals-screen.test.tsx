// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ApprovalQueue, ApprovalQueueExpense, ApprovalQueueReport, ExpenseHistoryEntry, ReportHistoryEntry } from "@shared/types";
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

const NONE: ApprovalQueue = { reports: [], expenses: [] };

/** Serves the waiting list `queue` and, for `?state=approved`, `approved` (each read at every request, so a test may change them). */
function serve(queue: ApprovalQueue = QUEUE, approved: () => ApprovalQueue = () => NONE) {
  return mockApi(
    http.get("/api/approvals", ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get("state") === "approved" ? approved() : queue)),
    http.get(`/api/time-reports/${annaFriday.id}/history`, () => HttpResponse.json(HISTORY)),
  );
}

/** The requests for the waiting list (no `state`), of all the requests to /api/approvals. */
const waitingCalls = (calls: { url: URL }[]) => calls.filter((c) => !c.url.searchParams.has("state"));

// Approved by the caller, not yet attested: Erik's Monday of week 47 and a drive of Anna's in week 48.
const approvedMonday: ApprovalQueueReport = { ...monday, approvedAt: "2026-11-20T15:00:00.000Z", approvedBy: { id: "x", fullName: "Lena Ek" } };
const approvedDrive = {
  ...waitingOutlay({}),
  ...{ kind: "mil", km: 123, route: "Kontoret - Bygget, material", amount: "307.50", date: "2026-11-24", worker: ANNA, workerId: ANNA.id },
  approvedAt: "2026-11-25T07:00:00.000Z",
  approvedBy: { id: "x", fullName: "Lena Ek" },
  updatedAt: "2026-11-25T07:00:00.000Z",
} as ApprovalQueueExpense;
const APPROVED: ApprovalQueue = { reports: [approvedMonday], expenses: [approvedDrive] };

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

  it("approves one report with the updatedAt it showed, and then lists it under 'Godkända, ej attesterade'", async () => {
    let approved = NONE;
    const { callsTo } = serve(QUEUE, () => approved);
    mockApi(
      http.post(`/api/time-reports/${monday.id}/approve`, () => {
        approved = { reports: [approvedMonday], expenses: [] };
        return HttpResponse.json(approvedMonday);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    const section = await region("Godkända, ej attesterade");
    expect(await within(section).findByText("Inget du har godkänt väntar på attest.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Godkänn Arbetad tid 8,0 tim Måndag 16 nov" }));
    await waitFor(() => expect(callsTo("POST", `/api/time-reports/${monday.id}/approve`)).toHaveLength(1));
    expect(callsTo("POST", `/api/time-reports/${monday.id}/approve`)[0]?.body).toEqual({ updatedAt: "2026-11-16T16:00:00.000Z" });
    expect(shownToast()).toEqual({ title: "Godkänd", description: "Lönen kan nu attestera det.", variant: undefined });
    expect(await within(section).findByRole("button", { name: "Ångra godkännande av Arbetad tid 8,0 tim Måndag 16 nov" })).toBeInTheDocument();
    expect(within(section).getByRole("heading", { name: "Erik Andersson", level: 3 })).toBeInTheDocument();
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
    await waitFor(() => expect(waitingCalls(callsTo("GET", "/api/approvals"))).toHaveLength(2));
    expect(shownToast()).toEqual({
      title: "Rapporten har ändrats sedan du öppnade den",
      description: "Något har ändrats sedan du öppnade sidan. Listan är uppdaterad: titta igen innan du godkänner.",
      variant: "destructive",
    });
  });

  it("sends a day back with the reason written", async () => {
    const { callsTo } = serve();
    mockApi(http.post(`/api/time-reports/${tuesday.id}/return`, () => HttpResponse.json({ ...tuesday, status: "draft" })));
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
  });

  it("lists what the arbetsledare approved and payroll has not attested, from the server, by week and worker", async () => {
    serve(NONE, () => APPROVED);
    renderWithProviders(<ApprovalsScreen />);
    expect(await screen.findByText("Inget väntar på ditt godkännande.")).toBeInTheDocument();
    const section = await region("Godkända, ej attesterade");
    expect(within(section).getByRole("heading", { name: "Godkända, ej attesterade", level: 2 })).toBeInTheDocument();
    const [erik, anna] = await within(section).findAllByRole("heading", { level: 3 });
    expect(erik).toHaveTextContent("Erik Andersson");
    expect(anna).toHaveTextContent("Anna Berg");
    expect(within(section).getByText("Vecka 47 · 16 nov. – 22 nov. · 8,0 tim")).toBeInTheDocument();
    expect(within(section).getByText(/Vecka 48 · 23 nov\. – 29 nov\./)).toBeInTheDocument();
    expect(within(section).getByText("Godkänd 20 nov.").parentElement).toHaveTextContent("P-2026-004 Brf Eken · Godkänd 20 nov.");
    expect(within(section).getByText("307,50 kr")).toBeInTheDocument();
    expect(within(section).getAllByRole("button", { name: /^Ångra godkännande av / })).toHaveLength(2);
    await expectNoAxeViolations("'Godkända, ej attesterade'");
  });

  it("undoes an approval with a reason and the updatedAt it was listed with; on a 409 reloads both lists", async () => {
    let approved = APPROVED;
    const { callsTo } = serve(NONE, () => approved);
    mockApi(
      http.post(`/api/expenses/${approvedDrive.id}/unapprove`, () => {
        approved = { reports: [approvedMonday], expenses: [] };
        return HttpResponse.json({ ...approvedDrive, approvedAt: null, approvedBy: null });
      }),
      http.post(`/api/time-reports/${approvedMonday.id}/unapprove`, () =>
        HttpResponse.json(
          { code: "approval.report-not-unapprovable", message: "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat" },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    const section = await region("Godkända, ej attesterade");
    await user.click(await within(section).findByRole("button", { name: "Ångra godkännande av Milersättning 307,50 kr Tisdag 24 nov" }));
    const undo = await screen.findByRole("dialog", { name: "Ångra godkännande" });
    expect(undo).toHaveTextContent("Milersättning 307,50 kr Tisdag 24 nov för Anna Berg går tillbaka till listan Att godkänna. Skriv varför.");
    await user.click(within(undo).getByRole("button", { name: "Ångra godkännande" }));
    expect(await within(undo).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    await user.type(within(undo).getByLabelText("Anledning"), "Fel dag, godkände av misstag.");
    await user.click(within(undo).getByRole("button", { name: "Ångra godkännande" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo("POST", `/api/expenses/${approvedDrive.id}/unapprove`)[0]?.body).toEqual({
      reason: "Fel dag, godkände av misstag.",
      updatedAt: "2026-11-25T07:00:00.000Z",
    });
    expect(shownToast()).toEqual({ title: "Godkännandet är ångrat", description: "Den väntar på godkännande igen.", variant: undefined });
    await waitFor(() => expect(within(section).queryByText("Anna Berg")).not.toBeInTheDocument());

    // Attested meanwhile: the server refuses, the dialog says why and the lists are read again.
    const before = callsTo("GET", "/api/approvals").length;
    await user.click(within(section).getByRole("button", { name: "Ångra godkännande av Arbetad tid 8,0 tim Måndag 16 nov" }));
    const again = await screen.findByRole("dialog", { name: "Ångra godkännande" });
    await user.type(within(again).getByLabelText("Anledning"), "Fel dag, godkände av misstag.");
    await user.click(within(again).getByRole("button", { name: "Ångra godkännande" }));
    await waitFor(() => expect(callsTo("GET", "/api/approvals").length).toBeGreaterThanOrEqual(before + 2));
    expect(callsTo("POST", `/api/time-reports/${approvedMonday.id}/unapprove`)[0]?.body).toEqual({
      reason: "Fel dag, godkände av misstag.",
      updatedAt: monday.updatedAt,
    });
    expect(shownToast()).toMatchObject({
      description: "Endast godkända rapporter som inte är attesterade kan få godkännandet ångrat",
      variant: "destructive",
    });
  });

  it("shows what the worker changed in an expense after the approval: amount, date, description and its kind's fields", async () => {
    const changed = waitingOutlay({ worker: ANNA, workerId: ANNA.id, changedAfterApproval: true, updatedAt: "2026-11-21T09:00:00.000Z" });
    const history: ExpenseHistoryEntry[] = [
      {
        id: "e2",
        action: "update",
        timestamp: "2026-11-21T09:00:00.000Z",
        changes: {
          before: { kind: "utlagg", amount: "250.00", vat: "50.00", date: "2026-11-16", description: "Skruv", receiptImageUrls: ["/a"], approvedAt: "x" },
          after: {
            kind: "utlagg",
            amount: "450.00",
            vat: "90.00",
            date: "2026-11-17",
            description: "Skruv och lim",
            receiptImageUrls: ["/a", "/b"],
            approvedAt: null,
          },
        },
        user: { id: ANNA.id, fullName: ANNA.fullName },
      },
      { id: "e1", action: "approve", timestamp: "2026-11-20T17:00:00.000Z", changes: { before: null, after: null }, user: { id: "x", fullName: "Lena Ek" } },
    ];
    serve({ reports: [], expenses: [changed] });
    mockApi(http.get(`/api/expenses/${changed.id}/history`, () => HttpResponse.json(history)));
    renderWithProviders(<ApprovalsScreen />);
    const anna = await region("Anna Berg");
    expect(within(anna).getByText("Ändrad efter godkännande")).toBeInTheDocument();
    expect(await within(anna).findByText("Belopp: 250,00 kr → 450,00 kr")).toBeInTheDocument();
    expect(within(anna).getByText("Datum: Måndag 16 nov → Tisdag 17 nov")).toBeInTheDocument();
    expect(within(anna).getByText("Beskrivning: Skruv → Skruv och lim")).toBeInTheDocument();
    expect(within(anna).getByText("Moms: 50,00 kr → 90,00 kr")).toBeInTheDocument();
    expect(within(anna).getByText("Kvitton: 1 → 2")).toBeInTheDocument();
    expect(within(anna).getByText("Ändrad av Anna Berg 21 nov.")).toBeInTheDocument();
    await expectNoAxeViolations("'Ändrad efter godkännande' of an expense");
  });

  it("writes every line at 14px or more on a phone, the week, project and note lines too (12px only from sm)", async () => {
    serve(QUEUE, () => APPROVED);
    const { container } = renderWithProviders(<ApprovalsScreen />);
    await region("Erik Andersson");
    expect(await within(await region("Anna Berg")).findByText("Timmar: 8,0 → 6,0")).toBeInTheDocument();
    await region("Godkända, ej attesterade");
    const phoneSmall = [...container.querySelectorAll("[class]")].filter((el) => el.classList.contains("text-xs"));
    expect(phoneSmall.map((el) => el.textContent)).toEqual([]);
    expect(screen.getByText(/Vecka 47 · 16 nov\. – 22 nov\. · 16,5 tim/)).toHaveClass("text-sm", "sm:text-xs");
  });

  it("says so when nothing waits", async () => {
    serve({ reports: [], expenses: [] });
    renderWithProviders(<ApprovalsScreen />);
    expect(await screen.findByText("Inget väntar på ditt godkännande.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Godkänn allt som visas" })).not.toBeInTheDocument();
  });
});
