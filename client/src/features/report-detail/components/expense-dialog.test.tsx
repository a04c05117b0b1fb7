// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Expense } from "@shared/types";
import { buildMil, buildTrakt, buildUtlagg, expenseDecisionHandlers } from "@/test/admin-expense-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { shownToast } from "@/test/toasts";
import { ExpenseDialog } from "./expense-dialog";

const REASON = "Kvittot går inte att läsa, ta en ny bild.";
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };

function renderDialog(expenses: Expense[]) {
  const onOpenChange = vi.fn();
  renderWithProviders(<ExpenseDialog expenses={expenses} context="Erik Andersson, tisdag 17 mars 2026" open onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup(), dialog: screen.getByRole("dialog", { name: "Ersättningar" }) };
}

const card = (name: RegExp) => screen.getByRole("listitem", { name });
/** Text as the screen shows it, the no-break spaces of money as plain ones. */
const plain = (el: HTMLElement) => (el.textContent ?? "").replace(/\u00a0/g, " ");

describe("ExpenseDialog", () => {
  it("shows each expense's kind, sum, pay lines as units × price, receipts and status", () => {
    const spent = buildUtlagg({ project, projectId: project.id });
    const drive = buildMil({ status: "verified" });
    const trip = buildTrakt({ status: "draft", returnReason: "Ange vilken dag frukosten ingick." });
    const { dialog } = renderDialog([spent, drive, trip]);
    expect(plain(dialog)).toContain("Erik Andersson, tisdag 17 mars 2026 · 3 st, 1 339,25 kr");

    const utlagg = card(/^Utlägg: Skruv och plugg/);
    expect(plain(utlagg)).toContain("249,50 kr");
    expect(plain(utlagg)).toContain("Varav moms49,90 kr");
    expect(within(utlagg).getByText("Väntar granskning")).toBeInTheDocument();
    expect(within(utlagg).getByText("P-2026-001")).toBeInTheDocument();
    expect(within(utlagg).getByRole("link", { name: "Kvitto 1 (öppnas i ny flik)" })).toHaveAttribute("href", spent.receiptImageUrls[0]);

    const mil = card(/^Milersättning/);
    const lines = within(within(mil).getByRole("list", { name: "Lönerader" }))
      .getAllByRole("listitem")
      .map(plain);
    expect(lines).toEqual(["Milersättning, skattefri 12,30 mil × 25,00 kr307,50 kr", "Milersättning, skattepliktig 12,30 mil × 7,50 kr92,25 kr"]);
    expect(within(mil).getByText("Verifierad")).toBeInTheDocument();

    const trakt = card(/^Traktamente: Umeå/);
    const tripLines = within(within(trakt).getByRole("list", { name: "Lönerader" }))
      .getAllByRole("listitem")
      .map(plain);
    expect(tripLines).toEqual([
      "Traktamente, hel dag 2 dagar × 300,00 kr600,00 kr",
      "Nattraktamente 1 natt × 150,00 kr150,00 kr",
      "Måltidsavdrag, frukost 1 måltid × 60,00 kr−60,00 kr",
    ]);
    expect(plain(trakt)).toContain("Skickad tillbaka: Ange vilken dag frukosten ingick.");
    expect(plain(trakt)).toContain("2 hela, 0 halva, 1 natt");
    // A returned expense waits for the worker: nothing for the admin to do.
    expect(within(trakt).queryAllByRole("button")).toHaveLength(0);
  });

  it("has no accessibility violations with an expense of each kind, and asking why one is sent back", async () => {
    mockApi();
    const spent = buildUtlagg({ project, projectId: project.id });
    const { user } = renderDialog([
      spent,
      buildMil({ status: "verified" }),
      buildTrakt({ status: "draft", returnReason: "Ange vilken dag frukosten ingick." }),
    ]);
    await expectNoAxeViolations("the admin's ersättningar dialog");
    await user.click(screen.getByRole("button", { name: /^Skicka tillbaka Utlägg/ }));
    const form = screen.getByRole("dialog", { name: "Skicka tillbaka" });
    await user.click(within(form).getByRole("button", { name: "Skicka tillbaka" }));
    expect(await within(form).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    await expectNoAxeViolations("'Skicka tillbaka' with its message");
  });

  it("'Attestera' posts to the expense's verify and shows it verified, with 'Ångra attest' instead", async () => {
    const spent = buildUtlagg();
    const { callsTo } = mockApi(...expenseDecisionHandlers(spent));
    const { user } = renderDialog([spent]);
    await user.click(screen.getByRole("button", { name: "Attestera Utlägg: Skruv och plugg" }));
    expect(await within(card(/^Utlägg/)).findByText("Verifierad")).toBeInTheDocument();
    expect(callsTo("POST", `/api/expenses/${spent.id}/verify`)).toHaveLength(1);
    expect(shownToast()).toMatchObject({ title: "Attesterad", description: "Ersättningen har attesterats" });
    expect(screen.getByRole("button", { name: "Ångra attest Utlägg: Skruv och plugg" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Neka/ })).not.toBeInTheDocument();
  });

  it("'Skicka tillbaka' asks for a reason of at least 10 characters and sends it", async () => {
    const drive = buildMil();
    const { callsTo } = mockApi(...expenseDecisionHandlers(drive));
    const { user } = renderDialog([drive]);
    await user.click(screen.getByRole("button", { name: /^Skicka tillbaka Milersättning/ }));
    const form = screen.getByRole("dialog", { name: "Skicka tillbaka" });
    await user.type(within(form).getByLabelText("Anledning"), "Fel");
    await user.click(within(form).getByRole("button", { name: "Skicka tillbaka" }));
    expect(await within(form).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    expect(callsTo("POST", `/api/expenses/${drive.id}/return`)).toHaveLength(0);

    await user.clear(within(form).getByLabelText("Anledning"));
    await user.type(within(form).getByLabelText("Anledning"), REASON);
    await user.click(within(form).getByRole("button", { name: "Skicka tillbaka" }));
    expect(await within(card(/^Milersättning/)).findByText(`${REASON}`)).toBeInTheDocument();
    expect(callsTo("POST", `/api/expenses/${drive.id}/return`)[0].body).toEqual({ reason: REASON });
    expect(within(card(/^Milersättning/)).getByText("Skickad tillbaka")).toBeInTheDocument();
  });

  it("'Ångra attest' sends the reason to unverify, and the expense waits for review again", async () => {
    const drive = buildMil({ status: "verified" });
    const { callsTo } = mockApi(...expenseDecisionHandlers(drive));
    const { user } = renderDialog([drive]);
    await user.click(screen.getByRole("button", { name: /^Ångra attest Milersättning/ }));
    const form = screen.getByRole("dialog", { name: "Ångra attest" });
    await user.type(within(form).getByLabelText("Anledning"), "Fel antal kilometer, det ska vara 86.");
    await user.click(within(form).getByRole("button", { name: "Ångra attest" }));
    expect(await within(card(/^Milersättning/)).findByText("Väntar granskning")).toBeInTheDocument();
    expect(callsTo("POST", `/api/expenses/${drive.id}/unverify`)[0].body).toEqual({ reason: "Fel antal kilometer, det ska vara 86." });
  });

  it("'Neka' deletes with the reason; the card goes, and the dialog closes when none is left", async () => {
    const spent = buildUtlagg();
    const drive = buildMil();
    const { callsTo } = mockApi(...expenseDecisionHandlers(spent), ...expenseDecisionHandlers(drive));
    const { user, onOpenChange } = renderDialog([spent, drive]);
    const reject = async (name: RegExp) => {
      await user.click(screen.getByRole("button", { name }));
      const form = screen.getByRole("dialog", { name: "Neka ersättning" });
      await user.type(within(form).getByLabelText("Anledning"), "Privat inköp, betalas inte.");
      await user.click(within(form).getByRole("button", { name: "Neka" }));
    };
    await reject(/^Neka Utlägg/);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: /^Utlägg/ })).not.toBeInTheDocument());
    expect(callsTo("DELETE", `/api/expenses/${spent.id}`)[0].body).toEqual({ reason: "Privat inköp, betalas inte." });
    expect(onOpenChange).not.toHaveBeenCalled();
    await reject(/^Neka Milersättning/);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(callsTo("DELETE", `/api/expenses/${drive.id}`)).toHaveLength(1);
  });

  it("shows the server's refusal and keeps the expense as it was", async () => {
    const spent = buildUtlagg();
    mockApi(http.post(`/api/expenses/${spent.id}/verify`, reply(409, { message: "Perioden är låst för lön" })));
    const { user } = renderDialog([spent]);
    await user.click(screen.getByRole("button", { name: /^Attestera Utlägg/ }));
    await waitFor(() => expect(shownToast()).toMatchObject({ variant: "destructive", description: "Perioden är låst för lön" }));
    expect(within(card(/^Utlägg/)).getByText("Väntar granskning")).toBeInTheDocument();
  });

  it("offers nothing on an expense locked for payroll", () => {
    renderDialog([buildMil({ status: "verified", lockedForPayroll: true })]);
    const mil = card(/^Milersättning/);
    expect(within(mil).queryAllByRole("button")).toHaveLength(0);
    expect(within(mil).getByText("Låst för lön")).toBeInTheDocument();
  });
});
