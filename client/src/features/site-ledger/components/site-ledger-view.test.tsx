// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { todayIn } from "@shared/dates";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { siteFactsOf } from "@shared/domain";
import { at, buildLedgerEntry, DAY, dayWithCorrections, ERIK, LEDGER_SITE, ledgerSiteHeader, PIOTR, SITE_ID, siteLedgerHandlers } from "@/test/site-ledger";
import { SiteLedgerView } from "./site-ledger-view";

/** The first row of the table showing `text`. */
const rowOf = (table: HTMLElement, text: string) => within(table).getAllByText(text)[0].closest("tr") as HTMLElement;

describe("SiteLedgerView", () => {
  it("heads the page with the site's name, address, Skatteverket's ID and byggherre, and lists who is there now", async () => {
    mockApi(...siteLedgerHandlers({ present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }] }));
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    expect(await screen.findByRole("heading", { name: LEDGER_SITE.name })).toBeInTheDocument();
    expect(screen.getByText("Hamngatan 4, Västerås")).toBeInTheDocument();
    expect(screen.getByText("SKV-12345")).toBeInTheDocument();
    expect(screen.getByText("Brf Kajen")).toBeInTheDocument();
    const present = await screen.findByRole("list", { name: "På plats nu" });
    const [piotr] = within(present).getAllByRole("listitem");
    for (const text of ["Piotr Nowak", "19900101-0008", "Golv & Kakel HB 969712-3456", `sedan 07:01:02 ${DAY}`]) expect(piotr).toHaveTextContent(text);
    expect(await screen.findByText("Inga registreringar den här dagen.")).toBeInTheDocument();
  });

  it("heads a past day with the site as it was that day, and the next day with it as changed", async () => {
    // Renamed, given its ID and another byggherre the day after DAY (PATCH /api/sites/{id}): the control view's history.
    const before = { ...siteFactsOf(LEDGER_SITE), name: "Kv. Kajen etapp 1", skvId: null, builderName: "Brf Gamla Kajen", builderOrgNumber: null };
    const history = [
      { from: null, to: DAY, site: before },
      { from: "2026-11-21", to: null, site: siteFactsOf(LEDGER_SITE) },
    ];
    mockApi(...siteLedgerHandlers({ header: ledgerSiteHeader(LEDGER_SITE, history) }));
    const user = userEvent.setup();
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    expect(await screen.findByRole("heading", { name: "Kv. Kajen etapp 1" })).toBeInTheDocument();
    const facts = screen.getByRole("region", { name: "Byggarbetsplatsen" });
    expect(within(facts).getByText("Saknas")).toBeInTheDocument();
    expect(within(facts).getByText("Brf Gamla Kajen")).toBeInTheDocument();
    expect(within(facts).queryByText("SKV-12345")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Nästa dag" }));
    expect(await screen.findByRole("heading", { name: LEDGER_SITE.name })).toBeInTheDocument();
    expect(within(facts).getByText("SKV-12345")).toBeInTheDocument();
    expect(within(facts).getByText("Brf Kajen")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Kv. Kajen etapp 1" })).not.toBeInTheDocument();
  });

  it("shows each entry with Stockholm time and date, full identity number, company, kind, method and a late mark", async () => {
    const { entries } = dayWithCorrections({ occurredAt: "15:02:03", recordedAt: "16:30:00" });
    mockApi(...siteLedgerHandlers({ entries }));
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    const table = await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    const late = rowOf(table, "16:02:03");
    for (const text of [DAY, "Erik Andersson", ERIK.identityNumber, "Bygg AB", "556123-4567", "Ut", "Själv", "Registrerad i efterhand"]) {
      expect(within(late).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf(table, "08:00:00")).getByText("Registrerad av annan")).toBeInTheDocument();
    expect(within(rowOf(table, "06:45:00")).getByText("Rättelse")).toBeInTheDocument();
  });

  it("shows each correction right under its original, with who, when and why, the original struck through", async () => {
    const { entries } = dayWithCorrections({ occurredAt: "15:02:03", recordedAt: "16:30:00" });
    mockApi(...siteLedgerHandlers({ entries }));
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    const table = await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    const rows = within(table).getAllByRole("row").slice(1);
    const texts = rows.map((r) => r.textContent ?? "");
    expect(texts[0]).toContain("06:58:12");
    expect(texts[1]).toContain("06:45:00");
    expect(texts[2]).toBe(`Tiden rättad av Anna Lindqvist ${DAY} 16:40:00Anledning: Kom 06:45 enligt arbetsledaren.`);
    expect(texts[3]).toContain("08:00:00");
    expect(texts[5]).toContain("Posten struken av Anna Lindqvist");
    expect(texts[5]).toContain("Fel person registrerad, det var Pawel.");
    expect(texts[6]).toContain("16:02:03");

    // The replaced and the struck originals stay readable, crossed out.
    expect(within(rows[0]).getByText("06:58:12").closest("s")).not.toBeNull();
    expect(within(rows[0]).getByText("Ersatt")).toBeInTheDocument();
    expect(within(rows[3]).getByText("08:00:00").closest("s")).not.toBeNull();
    expect(within(rows[3]).getByText("Struken")).toBeInTheDocument();
    expect(within(rows[1]).getByText("06:45:00").closest("s")).toBeNull();

    // 'Rätta' only where the entry is in force: the new time and the late check-out.
    expect(
      within(table)
        .getAllByRole("button", { name: /^Rätta/ })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([`Rätta Erik Andersson, In ${DAY} 06:45:00`, `Rätta Erik Andersson, Ut ${DAY} 16:02:03`]);
  });

  it("shows the same on a phone's cards, the correction after its original", async () => {
    const { entries } = dayWithCorrections({ occurredAt: "15:02:03", recordedAt: "16:30:00" });
    mockApi(...siteLedgerHandlers({ entries }));
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    const cards = await screen.findByRole("list", { name: `Personalliggare ${DAY}` });
    const items = within(cards).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(within(items[0]).getByText("06:58:12").closest("s")).not.toBeNull();
    expect(within(items[1]).getByText(/Tiden rättad av Anna Lindqvist/)).toBeInTheDocument();
    expect(within(items[3]).getByText("Struken")).toBeInTheDocument();
    expect(within(items[4]).getByText("Registrerad i efterhand")).toBeInTheDocument();
  });

  it("opens on today in Stockholm and steps a day back", async () => {
    const { callsTo } = mockApi(...siteLedgerHandlers());
    const user = userEvent.setup();
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} />);
    const today = todayIn();
    expect(await screen.findByLabelText("Dag")).toHaveValue(today);
    await screen.findByText("Inga registreringar den här dagen.");
    expect(callsTo("GET", `/api/sites/${SITE_ID}/ledger?from=${today}&to=${today}`)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Nästa dag" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Föregående dag" }));
    await screen.findByText("Inga registreringar den här dagen.");
    const yesterday = callsTo("GET", `/api/sites/${SITE_ID}/ledger`).at(-1)?.url.searchParams;
    expect(yesterday?.get("from")).not.toBe(today);
    expect(yesterday?.get("from")).toBe(yesterday?.get("to"));
    expect(screen.getByRole("button", { name: "Idag" })).toBeInTheDocument();
  });

  it("says 'Du har inte behörighet' when the server refuses the ledger", async () => {
    mockApi(
      http.get(`/api/sites/${SITE_ID}/control`, reply(403, { message: "Åtkomst nekad" })),
      http.get(`/api/sites/${SITE_ID}/ledger`, reply(403, { message: "Åtkomst nekad" })),
      http.get(`/api/sites/${SITE_ID}/present`, reply(403, { message: "Åtkomst nekad" })),
    );
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} back={<a href="/">Till startsidan</a>} />);
    expect(await screen.findByRole("heading", { name: "Du har inte behörighet" })).toBeInTheDocument();
    expect(screen.getByText(/bara för administratörer och för platsansvariga/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Till startsidan" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrera" })).not.toBeInTheDocument();
  });

  it("names the site from the day's entries, which carry its name of that day, when its facts cannot be read", async () => {
    // The first handler for a path answers: the failure stands before the header the others would give.
    const entry = buildLedgerEntry({ site: { id: SITE_ID, name: "Kv. Kajen etapp 1" } });
    mockApi(http.get(`/api/sites/${SITE_ID}/control`, reply(500, { message: "Serverfel" })), ...siteLedgerHandlers({ entries: [entry] }));
    renderWithProviders(<SiteLedgerView siteId={SITE_ID} initialDate={DAY} />);
    expect(await screen.findByRole("heading", { name: "Kv. Kajen etapp 1" })).toBeInTheDocument();
    expect(screen.queryByText("Skatteverkets ID")).not.toBeInTheDocument();
  });
});
