// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixClock } from "@/test/clock";
import { CONTROL_HEADER, controlHandlers, GOLV_ID } from "@/test/control-handlers";
import { catchDownloads } from "@/test/downloads";
import { mockApi, reply } from "@/test/msw";
import { pdfText } from "@/test/pdf-text";
import { renderWithProviders } from "@/test/render";
import { at, buildLedgerEntry, DAY, dayWithCorrections, ERIK, PIOTR, SITE_ID } from "@/test/site-ledger";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { SiteControl } from "./site-control";

const LEDGER = `/api/sites/${SITE_ID}/ledger`;

// Friday 20 November 2026, 11:00 in Stockholm: today is DAY.
fixClock(at("10:00:00"));
afterEach(() => vi.restoreAllMocks());

function renderControl() {
  return { user: userEvent.setup(), ...renderWithProviders(<SiteControl siteId={SITE_ID} back={<a href="/">Till startsidan</a>} logHref="/logg" />) };
}

/** The list's last request, as query parameters. */
const lastLedgerQuery = (calls: ReturnType<typeof mockApi>["callsTo"]) => calls("GET", LEDGER).at(-1)?.url.searchParams;

describe("SiteControl: 'Kontroll'", () => {
  it("shows at once the site, Skatteverket's ID, byggherre and our company, and who is on the site since when", async () => {
    mockApi(...controlHandlers({ present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }] }));
    renderControl();
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    for (const text of ["Hamngatan 4, Västerås", "SKV-12345", "Brf Kajen", "556677-8899", "Bygg AB", "556123-4567"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText("Platsens samlade personalliggare förs av")).toBeInTheDocument();
    const present = await screen.findByRole("list", { name: "På plats nu" });
    const [piotr] = within(present).getAllByRole("listitem");
    for (const text of ["Piotr Nowak", "19900101-0008", "Golv & Kakel HB 969712-3456", `sedan ${DAY} 07:01:02`]) expect(piotr).toHaveTextContent(text);
  });

  it("lists today by default, every entry with its full identity number, time and date, read-only", async () => {
    const { callsTo } = mockApi(...controlHandlers({ entries: dayWithCorrections({ occurredAt: "09:02:03", recordedAt: "09:30:00" }).entries }));
    renderControl();
    const table = await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    expect(lastLedgerQuery(callsTo)?.toString()).toBe(`from=${DAY}&to=${DAY}`);
    expect(within(table).getAllByText(ERIK.identityNumber).length).toBeGreaterThan(0);
    expect(within(table).getByText("10:02:03")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Rätta/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Registrera" })).not.toBeInTheDocument();
  });

  it("marks late, replaced and struck entries, with each correction right under its original", async () => {
    mockApi(...controlHandlers({ entries: dayWithCorrections({ occurredAt: "09:02:03", recordedAt: "09:30:00" }).entries }));
    renderControl();
    const table = await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    const texts = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent ?? "");
    expect(texts[0]).toContain("06:58:12");
    expect(texts[0]).toContain("Ersatt");
    expect(texts[1]).toContain("06:45:00");
    expect(texts[2]).toContain("Tiden rättad av Anna Lindqvist");
    expect(texts[2]).toContain("Kom 06:45 enligt arbetsledaren.");
    expect(texts[3]).toContain("08:00:00");
    expect(texts[3]).toContain("Struken");
    expect(texts[5]).toContain("Posten struken av Anna Lindqvist");
    expect(texts[6]).toContain("10:02:03");
    expect(texts[6]).toContain("Registrerad i efterhand");
    // On a phone, the same as cards.
    const cards = within(screen.getByRole("list", { name: `Personalliggare ${DAY}` })).getAllByRole("listitem");
    expect(cards.at(-1)).toHaveTextContent("Registrerad i efterhand");
  });

  it("filters by company and by person, and the CSV link follows the filters", async () => {
    const { callsTo } = mockApi(...controlHandlers({ entries: [buildLedgerEntry()] }));
    const { user } = renderControl();
    const company = await screen.findByLabelText("Företag");
    expect(
      within(company)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Alla företag", "Egen personal", "Golv & Kakel HB (969712-3456)"]);

    await user.selectOptions(company, GOLV_ID);
    await waitFor(() => expect(lastLedgerQuery(callsTo)?.get("companyId")).toBe(GOLV_ID));
    await user.selectOptions(company, "Egen personal");
    await waitFor(() => expect(lastLedgerQuery(callsTo)?.get("companyId")).toBe("own"));

    await user.type(screen.getByLabelText("Person"), "19850412");
    // Nothing is asked while typing: the search goes with 'Sök'.
    expect(callsTo("GET", LEDGER).some((c) => c.url.searchParams.has("q"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Sök" }));
    await waitFor(() => expect(lastLedgerQuery(callsTo)?.get("q")).toBe("19850412"));
    expect(lastLedgerQuery(callsTo)?.get("companyId")).toBe("own");

    const csv = screen.getByRole("link", { name: "Ladda ner CSV" });
    expect(csv).toHaveAttribute("download");
    expect(csv).toHaveAttribute("href", `/api/sites/${SITE_ID}/ledger.csv?from=${DAY}&to=${DAY}&companyId=own&q=19850412`);
  });

  it("lists a period, and moving one end past the other takes it along", async () => {
    const { callsTo } = mockApi(...controlHandlers());
    renderControl();
    await screen.findByText("Inga registreringar den här dagen.");
    fireEvent.change(screen.getByLabelText("Från"), { target: { value: "2026-11-02" } });
    await screen.findByText("Inga registreringar under perioden.");
    expect(lastLedgerQuery(callsTo)?.toString()).toBe(`from=2026-11-02&to=${DAY}`);
    expect(screen.getByRole("heading", { name: /Registreringar/ })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Till"), { target: { value: "2026-11-01" } });
    await waitFor(() => expect(lastLedgerQuery(callsTo)?.toString()).toBe("from=2026-11-01&to=2026-11-01"));
    await userEvent.setup().click(screen.getByRole("button", { name: "Idag" }));
    await waitFor(() => expect(lastLedgerQuery(callsTo)?.toString()).toBe(`from=${DAY}&to=${DAY}`));
  });

  it("shows the site as it was on the days chosen, each span of a period across a change with its own facts", async () => {
    const old = CONTROL_HEADER.history[0]!.site;
    const renamed = { ...old, name: "Kv. Kajen etapp 2", skvId: "SKV-99999", builderName: "Brf Nya Kajen" };
    const header = {
      ...CONTROL_HEADER,
      site: { ...CONTROL_HEADER.site, ...renamed },
      history: [
        { from: null, to: "2026-11-18", site: old },
        { from: "2026-11-19", to: null, site: renamed },
      ],
    };
    mockApi(...controlHandlers({ header }));
    renderControl();
    expect(await screen.findByRole("heading", { name: "Kv. Kajen etapp 2" })).toBeInTheDocument();
    expect(screen.getByText("SKV-99999")).toBeInTheDocument();
    expect(screen.queryByText(LEDGER_MSG.siteHistoryHeading)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Från"), { target: { value: "2026-11-18" } });
    fireEvent.change(screen.getByLabelText("Till"), { target: { value: "2026-11-18" } });
    expect(await screen.findByRole("heading", { name: "Kv. Kajen" })).toBeInTheDocument();
    expect(screen.getByText("SKV-12345")).toBeInTheDocument();
    expect(screen.getByText("Brf Kajen")).toBeInTheDocument();
    expect(screen.queryByText("SKV-99999")).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Till"), { target: { value: DAY } });
    const spans = await screen.findByRole("list", { name: LEDGER_MSG.siteHistoryHeading });
    expect(
      within(spans)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "2026-11-18: Kv. Kajen, Hamngatan 4, Västerås, Skatteverkets ID: SKV-12345, Byggherre: Brf Kajen, 556677-8899, Platsens samlade personalliggare",
      `2026-11-19 – ${DAY}: Kv. Kajen etapp 2, Hamngatan 4, Västerås, Skatteverkets ID: SKV-99999, Byggherre: Brf Nya Kajen, 556677-8899, Platsens samlade personalliggare`,
    ]);
  });

  it("has no company filter on a site whose ledger is our own", async () => {
    const site = { ...CONTROL_HEADER.site, ledgerScope: "own" as const };
    mockApi(...controlHandlers({ header: { ...CONTROL_HEADER, site, history: [{ from: null, to: null, site }], companies: [] } }));
    renderControl();
    expect(await screen.findByText("Personalliggaren förs av")).toBeInTheDocument();
    expect(screen.getByLabelText("Person")).toBeInTheDocument();
    expect(screen.queryByLabelText("Företag")).not.toBeInTheDocument();
  });

  it("makes the PDF in the browser with what the screen shows, then tells the server", async () => {
    const downloads = catchDownloads();
    const { callsTo } = mockApi(
      ...controlHandlers({
        entries: dayWithCorrections({ occurredAt: "09:02:03", recordedAt: "09:30:00" }).entries,
        present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }],
      }),
    );
    const { user } = renderControl();
    await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    await user.click(screen.getByRole("button", { name: "Skriv ut / PDF" }));
    await waitFor(() => expect(callsTo("POST", `/api/sites/${SITE_ID}/ledger/exports`)).toHaveLength(1));
    expect(callsTo("POST", `/api/sites/${SITE_ID}/ledger/exports`)[0].body).toEqual({ format: "pdf", from: DAY, to: DAY, rows: 5 });
    expect(downloads.map((d) => d.fileName)).toEqual([`personalliggare_Kv_Kajen_${DAY}.pdf`]);
    const text = await pdfText(downloads[0].blob);
    for (const expected of ["Kv. Kajen", "SKV-12345", "Piotr Nowak", "19900101-0008", "Registrerad i efterhand", "Struken", "Ersatt"])
      expect(text).toContain(expected);
  });

  it("says in the keeper's place, on screen and in the PDF, that our company's name cannot be read, and which setting to mend", async () => {
    const downloads = catchDownloads();
    const header = { ...CONTROL_HEADER, ourCompany: { name: "", orgNumber: "556123-4567", unreadable: ["companyName" as const] } };
    mockApi(...controlHandlers({ header, entries: dayWithCorrections().entries }));
    const { user } = renderControl();
    const keeper = (await screen.findByText("Platsens samlade personalliggare förs av")).nextElementSibling as HTMLElement;
    expect(keeper).toHaveTextContent("Företagets namn kan inte läsas ur inställningarna556123-4567");
    expect(screen.getByRole("alert")).toHaveTextContent("Löneinställningen Företagsnamn kan inte läsas – öppna Lön › Inställningar och spara den igen");
    await screen.findByRole("table", { name: `Personalliggare ${DAY}` });
    await user.click(screen.getByRole("button", { name: "Skriv ut / PDF" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await pdfText(downloads[0].blob)).toContain(
      "Platsens samlade personalliggare förs av: Företagets namn kan inte läsas ur inställningarna, 556123-4567",
    );
  });

  it("shows no such line while our company's settings read", async () => {
    mockApi(...controlHandlers());
    renderControl();
    await screen.findByText("Bygg AB");
    expect(screen.queryByText(/kan inte läsas/)).not.toBeInTheDocument();
  });

  it("says 'Du har inte behörighet' with the way back when the server refuses", async () => {
    mockApi(
      http.get(`/api/sites/${SITE_ID}/control`, reply(403, { message: "Åtkomst nekad" })),
      http.get(`/api/sites/${SITE_ID}/present`, reply(403, { message: "Åtkomst nekad" })),
      http.get(LEDGER, reply(403, { message: "Åtkomst nekad" })),
      http.get(`${LEDGER}/verify`, reply(403, { message: "Åtkomst nekad" })),
    );
    renderControl();
    expect(await screen.findByRole("heading", { name: "Du har inte behörighet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Till startsidan" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Skriv ut / PDF" })).not.toBeInTheDocument();
  });

  it("offers the event log where the page gives its address", async () => {
    mockApi(...controlHandlers());
    renderControl();
    expect(await screen.findByRole("link", { name: "Händelselogg" })).toHaveAttribute("href", "/logg");
  });
});
