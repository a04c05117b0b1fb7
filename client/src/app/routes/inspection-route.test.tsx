// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppRouter } from "../router";
import { fixClock } from "@/test/clock";
import { inspectionHandlers, TOKEN } from "@/test/control-handlers";
import { expectNoAxeViolations } from "@/test/axe";
import { catchDownloads } from "@/test/downloads";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildLedgerEntry, DAY, dayWithCorrections, PIOTR } from "@/test/site-ledger";
import { loadScreensFirst } from "@/test/screens";

const GONE = { message: "Länken har gått ut eller återkallats" };
const LEDGER = `/api/inspection/${TOKEN}/ledger`;

fixClock(`${DAY}T10:00:00Z`);
afterEach(() => vi.restoreAllMocks());

/** The page as the inspector opens it, through the app's router: no session, nothing else asked. */
function openLink() {
  return { user: userEvent.setup(), ...renderWithProviders(<AppRouter />, { path: `/kontroll/${TOKEN}` }) };
}

loadScreensFirst();

describe("the inspector's page /kontroll/:token", () => {
  it("shows the control view without an account, with until when the link works", async () => {
    const { calls } = mockApi(
      ...inspectionHandlers({ entries: [buildLedgerEntry()], present: [{ person: PIOTR, since: `${DAY}T06:01:02.000Z`, entryId: "e1" }] }),
    );
    openLink();
    expect(await screen.findByRole("heading", { name: "Personalliggare – kontroll" })).toBeInTheDocument();
    expect(screen.getByText("Giltig till 2026-11-20 18:00")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(screen.getByText("SKV-12345")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "På plats nu" })).getByText(`sedan ${DAY} 07:01:02`)).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: `Personalliggare ${DAY}` })).toHaveTextContent("19850412-2383");
    // The chain's line, from the link's own check (docs/product-rules.md §15, "Kedjan").
    expect(await screen.findByText(/^Kedjan är obruten \(kontrollerad \d+ \w+\. 2026 \d\d:\d\d\)$/)).toBeInTheDocument();
    // Only the link's own endpoints: no /api/user, nothing of the signed-in app.
    expect(new Set(calls.map((c) => c.url.pathname))).toEqual(new Set([`/api/inspection/${TOKEN}`, LEDGER, `/api/inspection/${TOKEN}/verify`]));
    expect(calls.find((c) => c.url.pathname === LEDGER)?.url.searchParams.toString()).toBe(`from=${DAY}&to=${DAY}`);
    expect(screen.queryByRole("button", { name: "Länk till inspektör" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Händelselogg" })).not.toBeInTheDocument();
  });

  it("has no accessibility violations, with who is present and a day of corrected entries", async () => {
    mockApi(...inspectionHandlers({ entries: dayWithCorrections().entries, present: [{ person: PIOTR, since: `${DAY}T06:01:02.000Z`, entryId: "e1" }] }));
    openLink();
    expect(await screen.findByRole("table", { name: `Personalliggare ${DAY}` })).toBeInTheDocument();
    await expectNoAxeViolations("the inspector's page");
  });

  it("searches a person through the link and downloads CSV and PDF from it", async () => {
    const downloads = catchDownloads();
    const { callsTo } = mockApi(...inspectionHandlers({ entries: [buildLedgerEntry()] }));
    const { user } = openLink();
    await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    await user.type(screen.getByLabelText("Person"), "Erik");
    await user.click(screen.getByRole("button", { name: "Sök" }));
    await waitFor(() => expect(callsTo("GET", LEDGER).at(-1)?.url.searchParams.get("q")).toBe("Erik"));
    expect(screen.getByRole("link", { name: "Ladda ner CSV" })).toHaveAttribute("href", `/api/inspection/${TOKEN}/ledger.csv?from=${DAY}&to=${DAY}&q=Erik`);

    await user.click(screen.getByRole("button", { name: "Skriv ut / PDF" }));
    await waitFor(() => expect(callsTo("POST", `/api/inspection/${TOKEN}/exports`)).toHaveLength(1));
    expect(callsTo("POST", `/api/inspection/${TOKEN}/exports`)[0].body).toEqual({ format: "pdf", from: DAY, to: DAY, q: "Erik", rows: 1 });
    expect(downloads).toHaveLength(1);
  });

  it("says plainly that the link has expired or been revoked", async () => {
    mockApi(
      http.get(`/api/inspection/${TOKEN}`, reply(404, GONE)),
      http.get(LEDGER, reply(404, GONE)),
      http.get(`/api/inspection/${TOKEN}/verify`, reply(404, GONE)),
    );
    openLink();
    expect(await screen.findByRole("heading", { name: "Länken har gått ut eller återkallats" })).toBeInTheDocument();
    expect(screen.getByText("Be den som gav dig länken om en ny.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Skriv ut / PDF" })).not.toBeInTheDocument();
  });

  it("says so too when the link is revoked while the page is open", async () => {
    let gone = false;
    mockApi(
      http.get(LEDGER, () => (gone ? reply(404, GONE)() : undefined)),
      ...inspectionHandlers({ entries: [buildLedgerEntry()] }),
    );
    const { user } = openLink();
    await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    gone = true;
    await user.click(screen.getByRole("button", { name: "Uppdatera" }));
    expect(await screen.findByRole("heading", { name: "Länken har gått ut eller återkallats" })).toBeInTheDocument();
  });
});
