// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PayrollPreviewWorker } from "@shared/types";
import { buildPayrollExport, buildPayrollPreview } from "@/test/payroll-handlers";
import { erik, karin, ready, setup } from "@/test/payroll-panel";

afterEach(() => vi.restoreAllMocks());

/** What a reader sees: the screen's no-break spaces as spaces. */
const seen = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map(seen);

const noExpenses = { expenses: [], expenseAmount: "0.00", expensesUnattested: 0, awaitingApproval: 0 };
const erikWithTrip: PayrollPreviewWorker = {
  worker: erik,
  totals: { ARB: "120.50" },
  unattested: 0,
  expenses: [
    { code: "MIL_FRI", quantity: "12.30", amount: "307.50" },
    { code: "INRHEL_FRI", quantity: "3.00", amount: "900.00" },
    { code: "INRNAT_FRI", quantity: "1.00", amount: "150.00" },
    { code: "MATRED_LCH", quantity: "2.00", amount: "210.00" },
  ],
  expenseAmount: "1147.50",
  expensesUnattested: 0,
  awaitingApproval: 0,
};
/** Karin filed an utlägg and no hours: she is paid it all the same. */
const karinOutlay: PayrollPreviewWorker = {
  worker: { ...karin, employeeNumber: "1043" },
  totals: {},
  unattested: 0,
  expenses: [{ code: "UTLÄGG", quantity: "2.00", amount: "1050.00" }],
  expenseAmount: "1050.00",
  expensesUnattested: 0,
  awaitingApproval: 0,
};

describe("PayrollPanel's ersättningar", () => {
  it("lists each worker's attested ersättningar per pay code in units and kronor, reductions subtracted, with a sum per worker", async () => {
    setup(buildPayrollPreview({ workers: [erikWithTrip, karinOutlay] }));
    const table = await screen.findByRole("table", { name: "Attesterade ersättningar per arbetare och lönekod" });
    // The hours stay in their own table, Karin without hours is not in it.
    const hours = screen.getByRole("table", { name: "Attesterade timmar per arbetare och tidkod" });
    expect(within(hours).queryByText("Karin Sjöberg")).not.toBeInTheDocument();

    expect(cells(within(table).getByRole("row", { name: /Milersättning, skattefri/ }))).toEqual(["Milersättning, skattefri", "12,30 mil", "307,50 kr"]);
    expect(cells(within(table).getByRole("row", { name: /Traktamente, hel dag/ }))).toEqual(["Traktamente, hel dag", "3 dagar", "900,00 kr"]);
    expect(cells(within(table).getByRole("row", { name: /Nattraktamente/ }))).toEqual(["Nattraktamente", "1 natt", "150,00 kr"]);
    expect(cells(within(table).getByRole("row", { name: /Måltidsavdrag, lunch/ }))).toEqual(["Måltidsavdrag, lunch", "2 måltider", "−210,00 kr"]);
    expect(cells(within(table).getByRole("row", { name: "Summa Erik Andersson" }))).toEqual(["Summa", "1 147,50 kr"]);
    expect(cells(within(table).getByRole("row", { name: /^Karin Sjöberg/ }))).toEqual(["Utlägg", "2 st", "1 050,00 kr"]);
    expect(cells(within(table).getByRole("row", { name: "Summa Karin Sjöberg" }))).toEqual(["Summa", "1 050,00 kr"]);
    expect(cells(within(table).getByRole("row", { name: /Totalt/ }))).toEqual(["2 197,50 kr"]);
    // Each worker's lines sit under their name.
    expect(within(table).getByRole("rowheader", { name: "Erik Andersson" })).toHaveAttribute("rowspan", "5");
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeEnabled();
  });

  it("shows no table of ersättningar when no worker has any", async () => {
    setup(ready);
    await screen.findByRole("table", { name: "Attesterade timmar per arbetare och tidkod" });
    expect(screen.queryByRole("table", { name: /ersättningar/ })).not.toBeInTheDocument();
  });

  it("blocks the export while ersättningar in the period are not attested, with a way to them", async () => {
    const { onShowExpenses, onShowReports } = setup(
      buildPayrollPreview({ workers: [{ ...erikWithTrip, expensesUnattested: 2, awaitingApproval: 0 }], expensesUnattested: 2, awaitingApproval: 0 }),
    );
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Att åtgärda före export" });
    expect(list).toHaveTextContent("2 ersättningar i perioden är inte attesterade eller skickade tillbaka");
    expect(list).not.toHaveTextContent(/rapport/);
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeDisabled();
    await user.click(within(list).getByRole("button", { name: "Visa ersättningar" }));
    expect(onShowExpenses).toHaveBeenCalledWith({ startDate: "2026-10-01", endDate: "2026-10-31" });
    expect(onShowReports).not.toHaveBeenCalled();
  });

  it("says one unattested ersättning in the singular", async () => {
    setup(
      buildPayrollPreview({
        workers: [{ worker: erik, totals: { ARB: "8.00" }, unattested: 0, ...noExpenses, expensesUnattested: 1, awaitingApproval: 0 }],
        expensesUnattested: 1,
        awaitingApproval: 0,
      }),
    );
    const list = await screen.findByRole("list", { name: "Att åtgärda före export" });
    expect(list).toHaveTextContent(/^1 ersättning i perioden är inte attesterad eller skickad tillbaka(?!e)/);
  });

  it("names the ersättningar and their kronor in the exported periods, the exported period on screen and the toast", async () => {
    const withExpenses = buildPayrollExport({ expenseCount: 3, expenseAmount: "1050.00" });
    const september = buildPayrollExport({ id: "00000000-0000-4000-c000-000000000002", startDate: "2026-09-01", endDate: "2026-09-30" });
    setup(buildPayrollPreview({ workers: [erikWithTrip], locked: true, export: withExpenses }), [withExpenses, september]);
    const list = await screen.findByRole("list", { name: "Exporterade löneperioder" });
    expect(seen(within(list).getByRole("listitem", { name: "oktober 2026" }))).toContain(
      "42 rapporter · 315,5 h · 3 ersättningar på 1 050,00 kr · av Anna Lindqvist",
    );
    expect(within(list).getByRole("listitem", { name: "september 2026" })).not.toHaveTextContent(/ersättning/);
    const notice = screen.getByRole("status", { name: "Perioden är exporterad" });
    expect(seen(notice)).toContain("42 rapporter · 315,5 h · 3 ersättningar på 1 050,00 kr");
  });

  it("says what the export carried, ersättningar included, when it is done", async () => {
    const created = buildPayrollExport({ reportCount: 31, totalHours: "212.50", expenseCount: 1, expenseAmount: "307.50" });
    setup(
      buildPayrollPreview({ workers: [erikWithTrip] }),
      [],
      http.post("/api/payroll/exports", () => HttpResponse.json(created, { status: 201 })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Exportera till lön" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Exportera och lås" }));
    expect(await screen.findByText(/31 rapporter, 212,5 h, 1 ersättning på 307,50\skr\. Perioden är låst\./)).toBeInTheDocument();
  });
});
