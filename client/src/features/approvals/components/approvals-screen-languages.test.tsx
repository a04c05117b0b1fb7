// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { ApprovalQueueReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { ApprovalsScreen } from "./approvals-screen";

/** 'Att godkänna' in the arbetsledare's language (docs/i18n.md): approving is 'zaakceptować', never payroll's attest. */
afterEach(async () => {
  await activateLocale("sv");
});

const PIOTR = { id: "00000000-0000-4000-8000-000000000003", fullName: "Piotr Nowak", email: "piotr@example.se" };

describe("Att godkänna in Polish", () => {
  it("shows the week, the day's hours, 'Brak wpisu w personalliggare' and 'Zaakceptuj tydzień', and asks a reason to send back", async () => {
    await activateLocale("pl", ["approvals", "report", "shell"]);
    const report: ApprovalQueueReport = {
      ...buildTimeReport({ worker: PIOTR, date: "2026-11-18", hours: "7.50" }),
      notInLedger: true,
      changedAfterApproval: false,
    };
    const approved = { ...report, id: "00000000-0000-4000-8000-0000000000b1", date: "2026-11-16", approvedAt: "2026-11-17T07:00:00.000Z" };
    mockApi(
      http.get("/api/approvals", ({ request }) =>
        HttpResponse.json({ reports: [new URL(request.url).searchParams.get("state") === "approved" ? approved : report], expenses: [] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ApprovalsScreen />);
    expect(await screen.findByRole("heading", { name: "Do akceptacji", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("1 raport lub zwrot kosztów czeka")).toBeInTheDocument();
    const week = screen.getByRole("region", { name: "Piotr Nowak" });
    expect(within(week).getByText(/^Tydzień 47 · /)).toBeInTheDocument();
    expect(within(week).getByText("Czas przepracowany")).toBeInTheDocument();
    expect(within(week).getByText("Brak wpisu w personalliggare")).toBeInTheDocument();
    expect(within(week).getByRole("button", { name: "Zaakceptuj tydzień: Piotr Nowak" })).toHaveTextContent("Zaakceptuj tydzień");
    expect(screen.getByRole("button", { name: "Zaakceptuj wszystko, co widać" })).toBeInTheDocument();
    const section = screen.getByRole("region", { name: "Zaakceptowane, jeszcze niezatwierdzone do wypłaty" });
    expect(await within(section).findByRole("button", { name: /^Cofnij akceptację: Czas przepracowany 7,5 godz\. Poniedziałek 16 lis/ })).toBeInTheDocument();
    expect(within(section).getByText(/Zaakceptowano 17 lis/)).toBeInTheDocument();
    expect(screen.queryByText(/Godkänn|Att godkänna|Ej i personalliggaren|Godkända/)).not.toBeInTheDocument();

    await user.click(within(week).getByRole("button", { name: /^Odeślij do poprawy: Czas przepracowany 7,5 godz\. Środa 18 lis/ }));
    const dialog = await screen.findByRole("dialog", { name: "Odeślij do poprawy" });
    expect(dialog).toHaveTextContent("Wraca do: Piotr Nowak. Ta osoba zobaczy powód, poprawi i wyśle ponownie.");
    expect(within(dialog).getByLabelText("Powód")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Anuluj" })).toBeInTheDocument();
  });
});

describe("a worker's week on a phone", () => {
  it("keeps a long project and description inside the card: the rows' column may shrink below the truncated line", async () => {
    await activateLocale("pl", ["approvals", "report", "shell"]);
    const report: ApprovalQueueReport = {
      ...buildTimeReport({ worker: PIOTR, date: "2026-11-18", hours: "9.50", description: "Układanie płytek ceramicznych w łazienkach na drugim piętrze" }),
      notInLedger: false,
      changedAfterApproval: false,
    };
    mockApi(http.get("/api/approvals", () => HttpResponse.json({ reports: [report], expenses: [] })));
    renderWithProviders(<ApprovalsScreen />);
    const week = await screen.findByRole("region", { name: "Piotr Nowak" });
    const day = await within(week).findByRole("region", { name: /^Środa 18 lis/ });
    // A grid's implicit column is as wide as its widest nowrap line (the truncated project):
    // at 390 px it pushed 'Zaakceptuj' off the screen. One column of minmax(0, 1fr) shrinks.
    // Half of the row holds the short word, the full one is the button's name.
    expect(within(day).getByRole("button", { name: /^Odeślij do poprawy: Czas przepracowany 9,5 godz\./ })).toHaveTextContent(/^Odeślij$/);
    const grid = day.closest(".grid");
    expect(grid).toHaveClass("grid-cols-1", "lg:grid-cols-3");
  });
});
