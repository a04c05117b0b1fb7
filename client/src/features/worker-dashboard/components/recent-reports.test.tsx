// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { RecentReports } from "./recent-reports";

/** The latest reports, as the list asks for them: the first ten. */
const latest = (reports: TimeReport[]) =>
  http.get("/api/time-reports", ({ request }) =>
    new URL(request.url).searchParams.get("limit") === "10" ? HttpResponse.json(reports) : HttpResponse.json({ message: "Oväntad fråga" }, { status: 400 }),
  );

describe("RecentReports", () => {
  it("shows a report's clock times under its hours, and none for a report without", async () => {
    const night = buildTimeReport({ id: "r1", date: "2026-11-20", hours: "7.50", startTime: "22:00", endTime: "06:00", breakMinutes: 30 });
    const plain = buildTimeReport({ id: "r2", date: "2026-11-19", hours: "8.00" });
    mockApi(latest([night, plain]));
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    const rows = within(await screen.findByRole("list", { name: "Senaste rapporter" })).getAllByRole("button");
    expect(rows[0]).toHaveTextContent("22:00–06:00, rast 30 min");
    expect(rows[1]).not.toHaveTextContent(/rast|–\d/);
  });

  it("lists date, project, hours with one decimal and status, in the server's order, and opens a report", async () => {
    const newest = buildTimeReport({ id: "r1", date: "2026-11-20", hours: "7.50" });
    const older = buildTimeReport({
      id: "r2",
      date: "2026-11-18",
      hours: "8.00",
      status: "verified",
      project: { id: "p2", projectNumber: "P-2025-002", title: "Brf Kajen – stambyte" },
    });
    mockApi(latest([newest, older]));
    const onOpen = vi.fn();
    renderWithProviders(<RecentReports onOpen={onOpen} />);

    const rows = within(await screen.findByRole("list", { name: "Senaste rapporter" })).getAllByRole("button");
    expect(rows[0]).toHaveTextContent(/20 nov\.? 2026/);
    expect(rows[0]).toHaveTextContent("P-2025-001 · Villa Solbacken – tillbyggnad");
    expect(rows[0]).toHaveTextContent("7,5 h");
    expect(rows[0]).toHaveTextContent("Inskickad");
    expect(rows[1]).toHaveTextContent("8,0 h");
    expect(rows[1]).toHaveTextContent("Verifierad");
    await userEvent.setup().click(rows[1]);
    expect(onOpen).toHaveBeenCalledWith(older);
    expect(screen.queryByRole("button", { name: "Visa fler" })).not.toBeInTheDocument();
  });

  it("names each report by its code's label; absence muted and without project", async () => {
    const work = buildTimeReport({ id: "r1", timeCode: "RE1" });
    const sick = buildTimeReport({ id: "r2", timeCode: "SJK", hours: "8.00", description: "" });
    mockApi(latest([work, sick]));
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    const rows = within(await screen.findByRole("list", { name: "Senaste rapporter" })).getAllByRole("button");
    expect(within(rows[0]).getByText("Restid")).toHaveAttribute("data-kind", "work");
    expect(rows[0]).toHaveTextContent("P-2025-001 · Villa Solbacken – tillbyggnad");
    expect(within(rows[1]).getByText("Sjukdom")).toHaveAttribute("data-kind", "absence");
    expect(rows[1]).not.toHaveTextContent("P-2025-001");
    expect(rows[1]).not.toHaveTextContent("Saknas");
  });

  it("shows 'Skickad tillbaka' with the reason, and 'Låst för lön'", async () => {
    const returned = buildTimeReport({ id: "r1", status: "draft", returnReason: "Fel projekt, det ska vara P-2025-002." });
    const locked = buildTimeReport({ id: "r2", status: "verified", lockedForPayroll: true });
    mockApi(latest([returned, locked]));
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    const rows = within(await screen.findByRole("list", { name: "Senaste rapporter" })).getAllByRole("button");
    expect(within(rows[0]).getByText("Skickad tillbaka")).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("Skickad tillbaka: Fel projekt, det ska vara P-2025-002.");
    expect(rows[0]).not.toHaveTextContent("Utkast");
    expect(within(rows[1]).getByText("Låst för lön")).toBeInTheDocument();
    expect(rows[1]).not.toHaveTextContent("Verifierad");
  });

  it("says so when there are no reports, and when they cannot be fetched", async () => {
    mockApi(latest([]));
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    expect(await screen.findByText(/Inga rapporter ännu/)).toBeInTheDocument();
  });

  it("shows 'Failed to fetch reports' when the list fails", async () => {
    mockApi(http.get("/api/time-reports", reply(500)));
    renderWithProviders(<RecentReports onOpen={() => {}} />);
    expect(await screen.findByText("Failed to fetch reports")).toBeInTheDocument();
  });
});
