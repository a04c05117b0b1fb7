// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TimeReport } from "@shared/types";
import { makeReport } from "@/test/make-report";
import { renderWithProviders } from "@/test/render";
import { AdminReportsView } from "./admin-reports-view";

afterEach(() => vi.unstubAllGlobals());

const WORKERS = [{ id: "00000000-0000-4000-8000-000000000001", label: "Erik Andersson" }];
const PROJECTS = [{ id: "00000000-0000-4000-a000-000000000001", label: "P-2026-001 · Villa Solsidan", shortLabel: "P-2026-001" }];
const SUMMARY = { weekStart: "2026-03-16", weekEnd: "2026-03-22", weekHours: "20.50", activeWorkers: 3, pendingReports: 7 };

// 120 reports in all; each page holds what the offset asks for.
const all: TimeReport[] = Array.from({ length: 120 }, (_, i) =>
  makeReport({ description: i === 0 ? "Takläggning på förrådet" : `Arbete nummer ${i}`, status: i % 2 ? "verified" : "submitted" }),
);

interface Call {
  method: string;
  url: URL;
}

/** A fetch that pages through `all` like the server, with X-Total-Count. */
function stubServer(overrides: Partial<Record<string, () => Response>> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = (init?.method ?? "GET").toUpperCase();
      calls.push({ method, url });
      const override = overrides[`${method} ${url.pathname}`];
      if (override) return override();
      if (url.pathname === "/api/admin/summary") return Response.json(SUMMARY);
      if (url.pathname === "/api/time-reports") {
        const offset = Number(url.searchParams.get("offset"));
        const page = all.slice(offset, offset + Number(url.searchParams.get("limit")));
        return Response.json(page, { headers: { "X-Total-Count": String(all.length) } });
      }
      return Response.json({ message: "Hittades inte" }, { status: 404 });
    }),
  );
  return calls;
}

function renderView() {
  const props = { onOpenReport: vi.fn(), onChanged: vi.fn(), onGeneratePdf: vi.fn(async () => undefined) };
  renderWithProviders(<AdminReportsView workers={WORKERS} projects={PROJECTS} {...props} />);
  return props;
}

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === "/api/time-reports");

describe("AdminReportsView", () => {
  it("shows the week's figures and pages through the list with X-Total-Count", async () => {
    const calls = stubServer();
    renderView();
    expect(await screen.findByText("20,5 h")).toBeInTheDocument();
    expect(screen.getByText("3")).toBeInTheDocument();
    expect(await screen.findByText("Visar 1–50 av 120")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Föregående" })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole("button", { name: /Nästa/ }));
    expect(await screen.findByText("Visar 51–100 av 120")).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get("offset")).toBe("50");
  });

  it("filters by status on the server and searches the loaded page", async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    await user.selectOptions(screen.getByLabelText("Status"), "submitted");
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get("status")).toBe("submitted"));
    expect(screen.getByRole("option", { name: "Väntar granskning" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Sök"), "takläggning");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Rapporter" })).getAllByRole("listitem")).toHaveLength(1));
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
    stubServer({ [`POST /api/time-reports/${all[0].id}/verify`]: () => Response.json({ ...all[0], status: "verified" }) });
    const props = renderView();
    await screen.findByText("Visar 1–50 av 120");
    const rows = within(screen.getByRole("list", { name: "Rapporter" })).getAllByRole("listitem");
    expect(within(rows[1]).queryByRole("button", { name: /Verifiera/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(rows[0]).getByRole("button", { name: /Verifiera/ }));
    expect(await screen.findByText("Framgång")).toBeInTheDocument();
    expect(props.onChanged).toHaveBeenCalled();
  });

  it("toasts 'Export misslyckades' when the CSV export fails", async () => {
    stubServer({ "GET /api/time-reports/export": () => new Response("", { status: 500, statusText: "Internal Server Error" }) });
    renderView();
    await screen.findByText("Visar 1–50 av 120");
    await userEvent.setup().click(screen.getByRole("button", { name: "Exportera CSV" }));
    expect(await screen.findByText("Export misslyckades")).toBeInTheDocument();
    expect(screen.getByText("Kunde inte exportera rapporter")).toBeInTheDocument();
  });

  it("says so when the list cannot be loaded", async () => {
    stubServer({ "GET /api/time-reports": () => new Response("", { status: 500 }) });
    renderView();
    expect(await screen.findByText("Fel vid hämtning av data. Försök uppdatera sidan.")).toBeInTheDocument();
  });
});
