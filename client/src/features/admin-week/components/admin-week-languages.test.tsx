// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildAdminWeek, buildAdminWeekWorker, buildTimeReport } from "@tests/support/builders";
import { bulkVerifyExpensesHandler } from "@/test/admin-expense-handlers";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { warningsHandler } from "@/test/working-time-handlers";
import { pagedWeekHandler, submittedCountHandler } from "../test/week-handlers";
import { AdminWeekView } from "./admin-week-view";

/** The week grid in the admin's language (docs/i18n.md): words, letters, weekdays and counts. */
const TODAY = "2026-03-19";
const AREAS = ["adminWeek", "week", "report", "review", "shell"];
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
const erikWorker = { id: "00000000-0000-4000-8000-000000000001", fullName: "Erik Andersson", email: "arbetare@demo.se" };
const karinWorker = { id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Sjöberg", email: "karin@demo.se" };

const erik = buildAdminWeekWorker({
  ...erikWorker,
  reports: [
    buildTimeReport({ worker: erikWorker, project, date: "2026-03-16", status: "submitted", description: "Formsättning" }),
    buildTimeReport({ worker: erikWorker, project, date: "2026-03-17", status: "submitted", hours: "7.50", description: "Gjutning" }),
    buildTimeReport({
      worker: erikWorker,
      project: null,
      projectId: null,
      date: "2026-03-18",
      status: "verified",
      isVerified: true,
      timeCode: "SJK",
      description: "",
    }),
  ],
});
const karin = buildAdminWeekWorker({
  ...karinWorker,
  reports: [
    buildTimeReport({ worker: karinWorker, project, date: "2026-03-16", status: "draft", returnReason: "Fel projekt angivet, byt.", description: "Rivning" }),
    buildTimeReport({ worker: karinWorker, project, date: "2026-03-17", status: "verified", isVerified: true, lockedForPayroll: true, description: "Målning" }),
  ],
});

function setup(submitted: number, estimated = false) {
  const week = buildAdminWeek({ weekStart: "2026-03-16", weekEnd: "2026-03-22", year: 2026, weekNumber: 12, workers: [erik, karin] });
  mockApi(
    warningsHandler(),
    http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: 2 })),
    bulkVerifyExpensesHandler(0),
    submittedCountHandler(submitted, estimated),
    pagedWeekHandler(week),
  );
  renderWithProviders(<AdminWeekView onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} today={TODAY} />);
}

afterEach(async () => {
  await activateLocale("sv");
});

describe("AdminWeekView in English", () => {
  it("names the days, states and counts in English, with its letters and a point for decimals", async () => {
    await activateLocale("en", AREAS);
    setup(1);
    const erikCard = await screen.findByRole("region", { name: "Erik Andersson" });
    expect(screen.getByText("W. 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "This week" })).toBeDisabled();
    expect(screen.getByText("D = draft or sent back · S = sent in · V = verified · padlock = locked for payroll")).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 2 workers")).toBeInTheDocument();
    expect(await screen.findByText("1 report sent in this week.")).toBeInTheDocument();
    expect(within(erikCard).getByText("Hours this week")).toBeInTheDocument();
    const tuesday = within(erikCard).getByRole("listitem", { name: "Tue 17/3" });
    expect(within(tuesday).getByTestId("day-total")).toHaveTextContent("7.5 h");
    expect(within(erikCard).getByRole("button", { name: /Sick leave/ })).toBeInTheDocument();
    const karinCard = screen.getByRole("region", { name: "Karin Sjöberg" });
    const returned = within(karinCard).getByRole("button", { name: /Rivning, Sent back/ });
    expect(within(returned).getByText("D")).toBeInTheDocument();
    expect(within(karinCard).getByRole("button", { name: /Målning, Verified, In payroll/ })).toBeInTheDocument();
    expect(within(karinCard).getByRole("listitem", { name: "Wed 18/3" })).toHaveTextContent("Missing");
  });

  it("asks before attesting, naming the reports, and counts an estimate with a thousands comma", async () => {
    await activateLocale("en", AREAS);
    setup(12_345, true);
    const user = userEvent.setup();
    expect(await screen.findByText("About 12,345 reports sent in this week.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Attest the week for Erik Andersson" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Attest week 12" });
    expect(dialog).toHaveTextContent("2 reports for Erik Andersson in week 12 will be attested");
    await user.click(within(dialog).getByRole("button", { name: "Attest 2 reports" }));
    expect(await screen.findByText("2 reports attested")).toBeInTheDocument();
  });
});

describe("AdminWeekView in Polish", () => {
  it("names the days, states and counts in Polish, with Polish plurals and letters", async () => {
    await activateLocale("pl", AREAS);
    setup(22);
    const erikCard = await screen.findByRole("region", { name: "Erik Andersson" });
    expect(screen.getByText("Tydz. 12")).toBeInTheDocument();
    expect(screen.getByText("Widać 2 z 2 pracowników")).toBeInTheDocument();
    expect(await screen.findByText("22 wysłane raporty w tym tygodniu.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tylko brakujące dni" })).toBeInTheDocument();
    expect(within(erikCard).getByText("Godziny w tygodniu")).toBeInTheDocument();
    const tuesday = within(erikCard).getByRole("listitem", { name: "Wt 17/3" });
    expect(within(tuesday).getByTestId("day-total")).toHaveTextContent("7,5 h");
    expect(within(erikCard).getByRole("button", { name: /Choroba/ })).toBeInTheDocument();
    const karinCard = screen.getByRole("region", { name: "Karin Sjöberg" });
    const returned = within(karinCard).getByRole("button", { name: /Rivning, Do poprawy/ });
    expect(within(returned).getByText("S")).toBeInTheDocument();
    const locked = within(karinCard).getByRole("button", { name: /Målning, Zweryfikowany, Rozliczony/ });
    expect(within(locked).getByText("Z")).toBeInTheDocument();
  });

  it("says 'zatwierdzić do wypłaty' for attest, never approval's word, with the plural of the count", async () => {
    await activateLocale("pl", AREAS);
    setup(5);
    const user = userEvent.setup();
    expect(await screen.findByText("5 wysłanych raportów w tym tygodniu.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zatwierdź tydzień do wypłaty: Erik Andersson" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Zatwierdź tydzień 12 do wypłaty" });
    expect(dialog).toHaveTextContent("Zatwierdzenie do wypłaty (attest): 2 raporty (Erik Andersson) z tygodnia 12.");
    expect(dialog.textContent).not.toMatch(/zaakcept/i);
    await user.click(within(dialog).getByRole("button", { name: "Zatwierdź do wypłaty: 2 raporty" }));
    expect(await screen.findByText("2 raporty zatwierdzone do wypłaty")).toBeInTheDocument();
  });
});
