// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildAdminSummary, buildTimeReport } from "@tests/support/builders";
import { activateLocale } from "@/lib/i18n/runtime";
import { mockApi } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AdminReportsView } from "./admin-reports-view";

/** 'Alla rapporter' in the admin's language (docs/i18n.md): labels, statuses, codes and counts. */
const AREAS = ["adminReports", "report", "review", "shell"];
const first = buildTimeReport({ date: "2026-11-18", description: "Formsättning plan 2", imageUrls: ["/a.jpg", "/b.jpg"] });
const second = buildTimeReport({
  date: "2026-11-19",
  description: "Gjutning av bjälklag",
  timeCode: "ÖT2",
  receiptImageUrls: ["1", "2", "3", "4", "5"].map((n) => `/k${n}.jpg`),
});
const verified = buildTimeReport({ date: "2026-11-17", status: "verified", isVerified: true, description: "Armering klar" });
const sick = buildTimeReport({ date: "2026-11-16", status: "submitted", timeCode: "SJK", project: null, projectId: null, description: "" });
const reports = [first, second, verified, sick];

function setup(verifiedCount: number) {
  mockApi(
    http.post("/api/time-reports/verify", () => HttpResponse.json({ verified: verifiedCount })),
    http.get("/api/admin/summary", () => HttpResponse.json(buildAdminSummary({ weekHours: "37.50", activeWorkers: 4, pendingReports: 3 }))),
    http.get("/api/time-reports", () => HttpResponse.json(reports, { headers: { "X-Total-Count": String(reports.length) } })),
  );
  renderWithProviders(
    <AdminReportsView workers={[]} projects={[]} onOpenReport={vi.fn()} onOpenExpenses={vi.fn()} onGeneratePdf={vi.fn(async () => undefined)} />,
  );
}

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-report-id="${id}"]`)!;

async function verifyAllSubmitted(selectAll: string, verifySelected: RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("checkbox", { name: selectAll }));
  await user.click(screen.getByRole("button", { name: verifySelected }));
}

afterEach(async () => {
  await activateLocale("sv");
});

describe("AdminReportsView in English", () => {
  it("lists the reports with English words, statuses and counts, and a point for decimals", async () => {
    await activateLocale("en", AREAS);
    setup(1);
    expect(await screen.findByText("Showing 1–4 of 4")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Filter and search" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Waiting for review");
    expect(await screen.findByText("37.5 h")).toBeInTheDocument();
    expect(screen.getByText("Hours this week")).toBeInTheDocument();
    expect(within(rowOf(second.id)).getByText("Overtime, qualified")).toBeInTheDocument();
    expect(within(rowOf(sick.id)).getByText("Sick leave")).toBeInTheDocument();
    expect(within(rowOf(first.id)).getByText("Waiting for review")).toBeInTheDocument();
    expect(within(rowOf(verified.id)).getByText("Verified")).toBeInTheDocument();
    expect(within(rowOf(first.id)).getByTitle("2 photos")).toBeInTheDocument();
    expect(within(rowOf(second.id)).getByTitle("5 receipts")).toBeInTheDocument();
    await verifyAllSubmitted("Select all sent in (3)", /Verify selected/);
    expect(await screen.findByText("1 report verified")).toBeInTheDocument();
  });
});

describe("AdminReportsView in Polish", () => {
  it("lists the reports with Polish words, statuses and plurals, and a comma for decimals", async () => {
    await activateLocale("pl", AREAS);
    setup(5);
    expect(await screen.findByText("Widać 1–4 z 4")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Filtruj i szukaj" })).toBeInTheDocument();
    expect(await screen.findByText("37,5 h")).toBeInTheDocument();
    expect(screen.getByText("Godziny w tym tygodniu")).toBeInTheDocument();
    expect(within(rowOf(second.id)).getByText("Nadgodziny kwalifikowane")).toBeInTheDocument();
    expect(within(rowOf(sick.id)).getByText("Choroba")).toBeInTheDocument();
    expect(within(rowOf(first.id)).getByText("Czeka na sprawdzenie")).toBeInTheDocument();
    expect(within(rowOf(verified.id)).getByText("Zweryfikowany")).toBeInTheDocument();
    expect(within(rowOf(first.id)).getByTitle("2 zdjęcia")).toBeInTheDocument();
    expect(within(rowOf(second.id)).getByTitle("5 paragonów")).toBeInTheDocument();
    await verifyAllSubmitted("Zaznacz wszystkie wysłane (3)", /Zweryfikuj zaznaczone/);
    expect(await screen.findByText("5 raportów zweryfikowanych")).toBeInTheDocument();
  });

  it("says which PDF filter is missing in Polish", async () => {
    await activateLocale("pl", AREAS);
    setup(0);
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Raporty PDF" });
    await user.selectOptions(within(card).getByRole("combobox", { name: "Zakres" }), "worker");
    await user.click(within(card).getByRole("button", { name: "Raport czasu pracy (PDF)" }));
    expect(await screen.findByText("Wybierz, którego pracownika dotyczy raport.")).toBeInTheDocument();
  });
});
