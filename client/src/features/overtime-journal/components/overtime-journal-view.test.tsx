// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "@/test/axe";
import { catchDownloads } from "@/test/downloads";
import { mockApi, reply } from "@/test/msw";
import { renderWithProviders } from "@/test/render";
import { buildOvertimeJournal, buildOvertimeJournalRow, ERIK_OVERTIME } from "@/test/working-time-handlers";
import { pdfText } from "@/test/pdf-text";
import { OvertimeJournalView } from "./overtime-journal-view";

const TODAY = "2026-11-20";
const karin = { id: "00000000-0000-4000-8000-000000000002", fullName: "Karin Klar", employeeNumber: "1002" };
const journals: Record<string, ReturnType<typeof buildOvertimeJournal>> = {
  "2026": buildOvertimeJournal({
    year: 2026,
    rows: [
      buildOvertimeJournalRow({ ...ERIK_OVERTIME, month: 3 }),
      buildOvertimeJournalRow({ worker: karin, month: 10, ot1: "40.00", ot2: "10.00", total: "50.00", yearToDate: "200.00", leftOfYear: "0.00" }),
    ],
  }),
  "2025": buildOvertimeJournal({
    year: 2025,
    rows: [buildOvertimeJournalRow({ ...ERIK_OVERTIME, month: 7, ot1: "3.50", ot2: "0.00", total: "3.50", yearToDate: "3.50", leftOfYear: "196.50" })],
  }),
  "2024": buildOvertimeJournal({ year: 2024, rows: [] }),
};

function setup() {
  const log = mockApi(
    http.get("/api/working-time/journal", ({ request }) => HttpResponse.json(journals[new URL(request.url).searchParams.get("year") ?? ""])),
    http.get("/api/working-time/journal.csv", ({ request }) => {
      const year = new URL(request.url).searchParams.get("year") ?? "";
      const headers = { "Content-Type": "text/csv", "Content-Disposition": `attachment; filename="overtidsjournal_${year}.csv"` };
      return new HttpResponse("Anst.nr;Namn\n", { headers });
    }),
  );
  renderWithProviders(<OvertimeJournalView today={TODAY} />);
  return log;
}

beforeEach(() => {
  vi.restoreAllMocks();
});

describe("OvertimeJournalView ('Övertidsjournal')", () => {
  it("has no accessibility violations with a year's rows, one at the yearly limit", async () => {
    setup();
    expect(await screen.findByRole("table", { name: "Övertidsjournal 2026" })).toBeInTheDocument();
    await expectNoAxeViolations("'Övertidsjournal'");
  });

  it("shows this year's rows with Swedish headings and decimal commas, and marks a row at the yearly limit", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Övertidsjournal 2026" });
    expect(screen.getByLabelText("År")).toHaveValue("2026");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Anst.nr", "Namn", "Månad", "Övertid enkel", "Övertid kvalificerad", "Summa", "Hittills i år", "Kvar av årsgränsen"]);
    const [erikRow, karinRow] = within(table).getAllByRole("row").slice(1);
    expect(
      within(erikRow)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["1001", "Erik Andersson", "mars", "10,0", "2,5", "12,5", "12,5", "187,5"]);
    expect(erikRow).not.toHaveAttribute("data-at-limit");
    expect(within(karinRow).getByText("Årsgränsen nådd")).toBeInTheDocument();
    expect(karinRow).toHaveAttribute("data-at-limit", "true");
    // The phone's cards name every figure.
    const cards = screen.getByRole("list", { name: "Övertidsjournal 2026" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(2);
    expect(within(within(cards).getAllByRole("listitem")[1]).getByText("Årsgränsen nådd")).toBeInTheDocument();
  });

  it("loads another year when one is picked, and says so when a year has no overtime", async () => {
    const { callsTo } = setup();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Övertidsjournal 2026" });
    await user.selectOptions(screen.getByLabelText("År"), "2025");
    const table = await screen.findByRole("table", { name: "Övertidsjournal 2025" });
    expect(within(table).getByText("juli")).toBeInTheDocument();
    expect(within(table).getByText("196,5")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("År"), "2024");
    expect(await screen.findByText("Ingen övertid registrerad 2024")).toBeInTheDocument();
    expect(callsTo("GET", "/api/working-time/journal").map((c) => c.path)).toEqual([
      "/api/working-time/journal?year=2026",
      "/api/working-time/journal?year=2025",
      "/api/working-time/journal?year=2024",
    ]);
  });

  it("downloads the server's CSV of the chosen year under its name", async () => {
    const { callsTo } = setup();
    const downloads = catchDownloads();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Övertidsjournal 2026" });
    await user.selectOptions(screen.getByLabelText("År"), "2025");
    await screen.findByRole("table", { name: "Övertidsjournal 2025" });
    await user.click(screen.getByRole("button", { name: "Exportera CSV" }));
    expect(await screen.findByText("overtidsjournal_2025.csv")).toBeInTheDocument();
    expect(callsTo("GET", "/api/working-time/journal.csv").map((c) => c.path)).toEqual(["/api/working-time/journal.csv?year=2025"]);
    expect(downloads.map((d) => d.fileName)).toEqual(["overtidsjournal_2025.csv"]);
  });

  it("says so when the CSV cannot be made", async () => {
    setup();
    mockApi(http.get("/api/working-time/journal.csv", reply(500, { message: "Något gick fel" })));
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Övertidsjournal 2026" });
    await user.click(screen.getByRole("button", { name: "Exportera CSV" }));
    expect(await screen.findByText("Export misslyckades")).toBeInTheDocument();
  });

  it("says why there is no journal while the yearly limit cannot be read", async () => {
    const reason = "Löneinställningen Arbetstidsgränser kan inte läsas – öppna Lön › Inställningar och spara den igen";
    mockApi(http.get("/api/working-time/journal", reply(409, { message: reason })));
    renderWithProviders(<OvertimeJournalView today={TODAY} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(reason);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("makes the A4 PDF of the year in the browser, named overtidsjournal_<year>.pdf", async () => {
    setup();
    const downloads = catchDownloads();
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Övertidsjournal 2026" });
    await user.click(screen.getByRole("button", { name: "Exportera PDF" }));
    await waitFor(() => expect(downloads.map((d) => d.fileName)).toEqual(["overtidsjournal_2026.pdf"]));
    expect(await screen.findByText("PDF skapad")).toBeInTheDocument();
    const text = await pdfText(downloads[0].blob);
    for (const expected of ["Övertidsjournal 2026", "Karin Klar", "oktober", "50,0", "Kvar av årsgränsen"]) expect(text).toContain(expected);
  });
});
