// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ExpenseHistoryEntry } from "@shared/types";
import {
  ANNA,
  APPROVED,
  approvedMonday,
  monday,
  NONE,
  outlay,
  QUEUE,
  region,
  serve,
  tuesday,
  tuesdayTravel,
  waitingCalls,
  waitingOutlay,
} from "@/test/approval-queue";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { shownToast } from "@/test/toasts";
import { ApprovalsScreen } from "./approvals-screen";

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
