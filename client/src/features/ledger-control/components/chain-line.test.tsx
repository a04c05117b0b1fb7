// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import type { LedgerChainCheck } from "@shared/types";
import { fixClock } from "@/test/clock";
import { controlHandlers } from "@/test/control-handlers";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { at, SITE_ID } from "@/test/site-ledger";
import { SiteControl } from "./site-control";

// Friday 20 November 2026, 11:00 in Stockholm.
fixClock(at("10:00:00"));

function renderWith(check: LedgerChainCheck, { admin = true } = {}) {
  const api = mockApi(http.get(`/api/sites/${SITE_ID}/ledger/verify`, reply(200, check)), ...controlHandlers());
  renderWithProviders(<SiteControl siteId={SITE_ID} logHref={admin ? "/logg" : undefined} />);
  return api;
}

describe("SiteControl: the chain's line", () => {
  it("says the chain is whole, with the time of the check", async () => {
    renderWith({ ok: true, entries: 12, events: 30, firstBroken: null });
    expect(await screen.findByText("Kedjan är obruten (kontrollerad 20 nov. 2026 11:00)")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says in red where the chain is broken: an entry, an event, or its end", async () => {
    renderWith({ ok: false, entries: 12, events: 30, firstBroken: { table: "ledger_entries", id: "3f1c2a9e-0000-4000-8000-000000000001" } });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Kedjan är bruten vid posten 3f1c2a9e-0000-4000-8000-000000000001.");
    expect(alert).toHaveClass("text-destructive");
    expect(screen.queryByText(/Kedjan är obruten/)).not.toBeInTheDocument();
  });

  it("names an event by its number, and missing last rows as the end", async () => {
    renderWith({ ok: false, entries: 1, events: 2, firstBroken: { table: "ledger_events", id: "41" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Kedjan är bruten vid händelse nr 41 i loggen.");
  });

  it("is not asked for by a platsansvarig, who has no event log", async () => {
    const api = renderWith({ ok: true, entries: 0, events: 0, firstBroken: null }, { admin: false });
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(api.callsTo("GET", `/api/sites/${SITE_ID}/ledger/verify`)).toHaveLength(0);
    expect(screen.queryByText(/Kedjan/)).not.toBeInTheDocument();
  });
});
