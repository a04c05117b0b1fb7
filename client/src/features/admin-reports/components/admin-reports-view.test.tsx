// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, type RequestHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { buildAdminSummary, buildTimeReport } from "@tests/support/builders";
import { expectNoAxeViolations } from "@/test/axe";
import { mockApi, reply, type RecordedRequest } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { AdminReportsView } from "./admin-reports-view";

const WORKERS = [{ id: "00000000-0000-4000-8000-000000000001", label: "Erik Andersson" }];
const PROJECTS = [{ id: "00000000-0000-4000-a000-000000000001", label: "P-2026-001 · Villa Solsidan", shortLabel: "P-2026-001" }];
const SUMMARY = buildAdminSummary({
  weekStart: "2026-03-16",
  weekEnd: "2026-03-22",
  weekHours: "20.50",
  weekHoursByKind: { work: "12.00", overtime: "0.00", travel: "0.50", absence: "8.00" },
  activeWorkers: 3,
  pendingReports: 7,
});

// 120 reports in all; each page holds what the cursor asks for.
const all: TimeReport[] = Array.from({ length: 120 }, (_, i) =>
  buildTimeReport({ description: i === 0 ? "Takläggning på förrådet" : `Arbete nummer ${i}`, status: i % 2 ? "verified" : "submitted" }),
);

/** The server's opaque cursor, here naming the row a page starts at. */
const cursorAt = (index: number) => `c${index}`;

/** GET /api/time-reports keyset-paged through `reports` like the server: X-Total-Count, and X-Next-Cursor while more follow. */
function cursorPages(reports: TimeReport[], headers: Record<string, string> = {}) {
  return http.get("/api/time-reports", ({ request }) => {
    const query = new URL(request.url).searchParams;
    const start = Number(query.get("cursor")?.slice(1) ?? 0);
    const end = start + Number(query.get("limit"));
    const next: Record<string, string> = end < reports.length ? { "X-Next-Cursor": cursorAt(end) } : {};
    return HttpResponse.json(reports.slice(start, end), { headers: { "X-Total-Count": String(reports.length), ...next, ...headers } });
  });
}

/** The summary, and the list paged through `all` like the server; `overrides` win. */
function stubServer(...overrides: RequestHandler[]) {
  return mockApi(
    ...overrides,
    http.get("/api/admin/summary", () => HttpResponse.json(SUMMARY)),
    cursorPages(all),
  ).calls;
}

function renderView() {
  const props = { onOpenReport: vi.fn(), onOpenExpenses: vi.fn(), onChanged: vi.fn(), onGeneratePdf: vi.fn(async () => undefined) };
  renderWithProviders(<AdminReportsView workers={WORKERS} projects={PROJECTS} {...props} />);
  return props;
}

const listCalls = (calls: RecordedRequest[]) => calls.filter((c) => c.url.pathname === "/api/time-reports");

describe("AdminReportsView", () => {
  it("has no accessibility violations with the figures and a report in each state", async () => {
    const reports = [
      buildTimeReport({ description: "Takläggning på förrådet", startTime: "07:00", endTime: "15:00", breakMinutes: 30 }),
      buildTimeReport({ description: "Formsättning", status: "verified", isVerified: true, lockedForPayroll: true }),
      buildTimeReport({ description: "Rivning", status: "draft", returnReason: "Fel projekt angivet, byt till rätt." }),
      buildTimeReport({ description: "", timeCode: "SJK", project: null, projectId: null }),
    ];
    stubServer(cursorPages(reports));
    renderView();
    expect(await screen.findByText("Visar 1–4 av 4")).toBeInTheDocument();
    expect(await screen.findByText("20,5 h")).toBeInTheDocument();
    await expectNoAxeViolations("'Alla rapporter'");
  });

  it("shows the week's figures and pages through the list by the server's cursors, back and forth", async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderView();
    expect(await screen.findByText("20,5 h")).toBeInTheDocument();
    // The week's total broken down by kind, only the kinds with hours.
    expect(screen.getByText("Arbete 12,0 · Restid 0,5 · Frånvaro 8,0")).toBeInTheDocument();
    expect(screen.getByText("3")).toBeInTheDocument();
    expect(await screen.findByText("Visar 1–50 av 120")).toBeInTheDocument();
    const previous = screen.getByRole("button", { name: "Föregående" });
    const next = screen.getByRole("button", { name: /Nästa/ });
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(await screen.findByText("Visar 51–100 av 120")).toBeInTheDocument();
    expect(screen.getByText(all[50].description)).toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByText("Visar 101–120 av 120")).toBeInTheDocument();
    expect(next).toBeDisabled();
    // Each page is asked for by the X-Next-Cursor of the one before, never by an offset.
    const sent = listCalls(calls).map((c) => [c.url.searchParams.get("cursor"), c.url.searchParams.get("offset")]);
    expect(sent).toEqual([
      [null, null],
      ["c50", null],
      ["c100", null],
    ]);

    await user.click(previous);
    expect(await screen.findByText("Visar 51–100 av 120")).toBeInTheDocument();
    expect(screen.getByText(all[50].description)).toBeInTheDocument();
    await user.click(previous);
    expect(await screen.findByText("Visar 1–50 av 120")).toBeInTheDocument();
    expect(screen.getByText(all[0].description)).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
  });

  it("starts again at page 1 when a filter changes", async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    await user.click(screen.getByRole("button", { name: /Nästa/ }));
    await screen.findByText("Visar 51–100 av 120");

    await user.selectOptions(screen.getByLabelText("Status"), "verified");
    expect(await screen.findByText("Visar 1–50 av 120")).toBeInTheDocument();
    const last = listCalls(calls).at(-1)?.url.searchParams;
    expect([last?.get("status"), last?.get("cursor")]).toEqual(["verified", null]);
    expect(screen.getByRole("button", { name: "Föregående" })).toBeDisabled();
  });

  it("says 'cirka' before a total the server estimated", async () => {
    stubServer(cursorPages(all, { "X-Total-Count": "1000000", "X-Total-Count-Estimated": "true" }));
    const user = userEvent.setup();
    renderView();
    expect(await screen.findByText("Visar 1–50 av cirka 1 000 000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Nästa/ }));
    expect(await screen.findByText("Visar 51–100 av cirka 1 000 000")).toBeInTheDocument();
  });

  it("searches every report on the server with q (debounced), from page 1, and the CSV export follows it", async () => {
    const calls = stubServer(
      http.get("/api/time-reports", ({ request }) => {
        const q = new URL(request.url).searchParams.get("q");
        if (!q) return HttpResponse.json(all.slice(0, 50), { headers: { "X-Total-Count": "120", "X-Next-Cursor": cursorAt(50) } });
        // The match sits on the server's page 2 of the unfiltered list: a page-only search would miss it.
        return HttpResponse.json([all[70]], { headers: { "X-Total-Count": "1" } });
      }),
      http.get("/api/time-reports/export", () => new HttpResponse(null, { status: 204 })),
    );
    const user = userEvent.setup();
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    await user.click(screen.getByRole("button", { name: /Nästa/ }));
    // The search runs on the server over every report, not over the page shown.
    expect(screen.getByLabelText("Sök")).toHaveAttribute("placeholder", "Beskrivning, projekt eller arbetare i alla rapporter");
    await user.type(screen.getByLabelText("Sök"), "Nummer 70");
    expect(await screen.findByText("Visar 1–1 av 1")).toBeInTheDocument();
    const searches = listCalls(calls).filter((c) => c.url.searchParams.get("q"));
    // One request once typing pauses, not one per key, from the first page.
    expect(searches.map((c) => [c.url.searchParams.get("q"), c.url.searchParams.get("cursor")])).toEqual([["Nummer 70", null]]);
    expect(screen.getByText(all[70].description)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Exportera CSV" }));
    expect(await screen.findByText("Inga rapporter")).toBeInTheDocument();
    expect(screen.queryByText("Export lyckades")).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === "/api/time-reports/export")?.url.searchParams.get("q")).toBe("Nummer 70");
  });

  it("shows a truncated worker name and project title in full on hover", async () => {
    stubServer();
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    const row = within(screen.getByRole("list", { name: "Rapporter" })).getAllByRole("listitem")[0];
    const project = all[0].project!;
    expect(within(row).getByText(all[0].worker.fullName)).toHaveAttribute("title", all[0].worker.fullName);
    expect(within(row).getByText(project.projectNumber).parentElement).toHaveAttribute("title", `${project.projectNumber} ${project.title}`);
  });

  it("shows a report's clock times under its date, and none for a report without them", async () => {
    const timed = buildTimeReport({ description: "Nattgjutning i tunneln", startTime: "22:00", endTime: "06:00", breakMinutes: 30, hours: "7.50" });
    stubServer(http.get("/api/time-reports", () => HttpResponse.json([timed, all[1]], { headers: { "X-Total-Count": "2" } })));
    renderView();
    const rows = within(await screen.findByRole("list", { name: "Rapporter" })).getAllByRole("listitem");
    expect(within(rows[0]).getByText("22:00–06:00, rast 30 min")).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/rast/)).not.toBeInTheDocument();
  });

  it("filters by status on the server", async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    await user.selectOptions(screen.getByLabelText("Status"), "submitted");
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get("status")).toBe("submitted"));
    expect(screen.getByRole("option", { name: "Väntar granskning" })).toBeInTheDocument();
  });

  it("shows the shared schema's message for a range that ends before it starts, and fetches nothing for it", async () => {
    const calls = stubServer();
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    fireEvent.change(screen.getByLabelText("Från"), { target: { value: "2026-03-20" } });
    fireEvent.change(screen.getByLabelText("Till"), { target: { value: "2026-03-10" } });
    expect(await screen.findByText("Startdatum måste vara före slutdatum.")).toBeInTheDocument();
    expect(listCalls(calls).some((c) => c.url.searchParams.get("endDate") === "2026-03-10")).toBe(false);
  });

  it("verifies a submitted report from the list and tells the app layer", async () => {
    stubServer(http.post(`/api/time-reports/${all[0].id}/verify`, () => HttpResponse.json({ ...all[0], status: "verified" })));
    const props = renderView();
    await screen.findByText("Visar 1–50 av 120");
    const rows = within(screen.getByRole("list", { name: "Rapporter" })).getAllByRole("listitem");
    expect(within(rows[1]).queryByRole("button", { name: /Verifiera/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rows[0]).getByRole("button", { name: /Verifiera/ }));
    expect(await screen.findByText("Framgång")).toBeInTheDocument();
    expect(props.onChanged).toHaveBeenCalled();
  });

  it("toasts 'Export misslyckades' when the CSV export fails", async () => {
    stubServer(http.get("/api/time-reports/export", reply(500)));
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    await userEvent.setup().click(screen.getByRole("button", { name: "Exportera CSV" }));
    expect(await screen.findByText("Export misslyckades")).toBeInTheDocument();
    expect(screen.getByText("Kunde inte exportera rapporter")).toBeInTheDocument();
  });

  it("says so when the list cannot be loaded", async () => {
    stubServer(http.get("/api/time-reports", reply(500)));
    renderView();
    expect(await screen.findByText("Fel vid hämtning av data. Försök uppdatera sidan.")).toBeInTheDocument();
  });
});
