// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { payrollKeys } from "@/api/payroll/keys";
import { invalidateAfterProjectChange } from "@/api/projects/invalidate";
import { invalidateAfterSettingsChange } from "@/api/settings/invalidate";
import { invalidateAfterTimeReportChange } from "@/api/time-reports/invalidate";
import { invalidateAfterUserChange } from "@/api/users/invalidate";
import { mockApi, reply } from "@/test/msw";
import { buildPayrollExport, buildPayrollPreview, payrollHandlers } from "@/test/payroll-handlers";
import { renderWithProviders } from "@/test/render";
import { PayrollPanel } from "./payroll-panel";

import { blocked, erik, karin, ready, setup, TODAY } from "@/test/payroll-panel";

afterEach(() => vi.restoreAllMocks());

describe("PayrollPanel ('Lön')", () => {
  it("previews the last ended month per worker and code with decimal commas and totals", async () => {
    const { callsTo } = setup();
    const table = await screen.findByRole("table", { name: "Attesterade timmar per arbetare och tidkod" });
    // Today is 20 November: November is still running, October is the month to pay.
    expect(callsTo("GET", "/api/payroll/preview")[0].url.search).toBe("?startDate=2026-10-01&endDate=2026-10-31");
    expect(screen.getByRole("heading", { name: "Oktober 2026" })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Arbetare", "Anst.nr", "Arbetad tid", "Övertid enkel", "Sjukdom", "Summa"]);
    const erikRow = within(table).getByRole("row", { name: /Erik Andersson/ });
    expect(
      within(erikRow)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1042", "120,5", "4,0", "8,0", "132,5"]);
    const total = within(table).getByRole("row", { name: /Totalt/ });
    expect(
      within(total)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["200,5", "4,0", "8,0", "212,5"]);
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeEnabled();
  });

  it("opens on December in January", async () => {
    const log = mockApi(...payrollHandlers(ready, []));
    renderWithProviders(<PayrollPanel onShowReports={vi.fn()} onEditUser={vi.fn()} onShowWeek={vi.fn()} today="2027-01-05" />);
    expect(await screen.findByRole("heading", { name: "December 2026" })).toBeInTheDocument();
    expect(log.callsTo("GET", "/api/payroll/preview")[0].url.search).toBe("?startDate=2026-12-01&endDate=2026-12-31");
  });

  it("keeps the export off for a period that has not ended and says from when it can be exported", async () => {
    const { callsTo } = setup();
    const user = userEvent.setup();
    await screen.findByRole("table");
    expect(screen.queryByText(/Perioden är inte slut/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: /Nästa månad/ }));
    expect(await screen.findByText("Perioden är inte slut – den kan exporteras från 1 december 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeDisabled();
    // A period ending today has not ended either.
    await user.clear(screen.getByLabelText("Till"));
    await user.type(screen.getByLabelText("Till"), TODAY);
    expect(await screen.findByText("Perioden är inte slut – den kan exporteras från 21 november 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Senast avslutade månad" }));
    await waitFor(() => expect(screen.queryByText(/Perioden är inte slut/)).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeEnabled();
    expect(callsTo("GET", "/api/payroll/preview?startDate=2026-10-01&endDate=2026-10-31")).toHaveLength(1);
  });

  it("steps a month back and forward and takes any dates, checked by the shared schema", async () => {
    const { callsTo } = setup();
    const user = userEvent.setup();
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: /Föregående månad/ }));
    await waitFor(() => expect(callsTo("GET", "/api/payroll/preview?startDate=2026-09-01&endDate=2026-09-30")).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: /Nästa månad/ }));
    await user.click(screen.getByRole("button", { name: /Nästa månad/ }));
    await waitFor(() => expect(callsTo("GET", "/api/payroll/preview?startDate=2026-11-01&endDate=2026-11-30")).toHaveLength(1));
    const till = screen.getByLabelText("Till");
    await user.clear(till);
    await user.type(till, "2026-10-15");
    expect(await screen.findByText("Startdatum måste vara före slutdatum.")).toBeInTheDocument();
  });

  it("lists the blockers with a way straight to each, and keeps the export off", async () => {
    const { onShowReports, onEditUser } = setup(blocked);
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Att åtgärda före export" });
    expect(list).toHaveTextContent("3 rapporter i perioden är inte attesterade eller skickade tillbaka");
    expect(list).toHaveTextContent("Anställningsnummer saknas för Karin Sjöberg");
    expect(list).toHaveTextContent("1 rapport är skickad tillbaka och måste skickas in igen och attesteras, eller nekas, före exporten");
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeDisabled();

    await user.click(within(list).getByRole("button", { name: "Visa ej attesterade" }));
    expect(onShowReports).toHaveBeenCalledWith({ startDate: "2026-10-01", endDate: "2026-10-31", status: "submitted" });
    await user.click(within(list).getByRole("button", { name: "Visa tillbakaskickade" }));
    expect(onShowReports).toHaveBeenLastCalledWith({ startDate: "2026-10-01", endDate: "2026-10-31", status: "draft" });
    await user.click(within(list).getByRole("button", { name: "Ange anställningsnummer för Karin Sjöberg" }));
    expect(onEditUser).toHaveBeenCalledWith(karin.id);
  });

  it.each([
    ["a report is verified, sent back, rejected or edited", invalidateAfterTimeReportChange],
    ["an employee number is set", invalidateAfterUserChange],
    ["a project number is shortened", invalidateAfterProjectChange],
    ["the payroll settings are saved", invalidateAfterSettingsChange],
  ])("clears its blockers and allows the export once %s, from whichever screen", async (_change, invalidate) => {
    let preview = blocked;
    const { queryClient } = setup(
      blocked,
      [],
      http.get("/api/payroll/preview", () => HttpResponse.json(preview)),
    );
    await screen.findByRole("list", { name: "Att åtgärda före export" });
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeDisabled();
    preview = ready;
    await invalidate(queryClient);
    await waitFor(() => expect(screen.queryByRole("list", { name: "Att åtgärda före export" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeEnabled();
  });

  it("says one unattested report in the singular", async () => {
    setup(
      buildPayrollPreview({
        workers: [{ worker: erik, totals: { ARB: "8.00" }, unattested: 1, expenses: [], expenseAmount: "0.00", expensesUnattested: 0, awaitingApproval: 0 }],
        unattested: 1,
      }),
    );
    const list = await screen.findByRole("list", { name: "Att åtgärda före export" });
    expect(list).toHaveTextContent(/^1 rapport i perioden är inte attesterad(?!e)/);
  });

  it("exports after a confirmation and says so, acknowledging nothing when the period has no warnings", async () => {
    const created = buildPayrollExport({
      id: "00000000-0000-4000-c000-000000000009",
      startDate: "2026-10-01",
      endDate: "2026-10-31",
      reportCount: 31,
      totalHours: "212.50",
    });
    const { callsTo } = setup(
      ready,
      [],
      http.post("/api/payroll/exports", () => HttpResponse.json(created, { status: 201 })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Exportera till lön" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Perioden oktober 2026 (2026-10-01 – 2026-10-31) låses");
    expect(dialog).toHaveTextContent("attesteras. Vill du exportera?");
    expect(dialog).not.toHaveTextContent(/varning/);
    await user.click(within(dialog).getByRole("button", { name: "Exportera och lås" }));
    expect(await screen.findByText(/31 rapporter, 212,5 h\. Perioden är låst\./)).toBeInTheDocument();
    expect(callsTo("POST", "/api/payroll/exports")[0].body).toEqual({ startDate: "2026-10-01", endDate: "2026-10-31" });
  });

  it("shows the server's 409 sentence when the export is refused", async () => {
    setup(ready, [], http.post("/api/payroll/exports", reply(409, { message: "Perioden överlappar en redan exporterad löneperiod" })));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Exportera till lön" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Exportera och lås" }));
    expect(await screen.findByText("Perioden överlappar en redan exporterad löneperiod")).toBeInTheDocument();
  });

  it("shows the server's sentence in place of the period when a setting it needs cannot be read", async () => {
    const sentence = "Löneinställningen Ordinarie tid per dag kan inte läsas – öppna Lön › Inställningar och spara den igen";
    setup(ready, [], http.get("/api/payroll/preview", reply(409, { message: sentence })));
    expect(await screen.findByRole("alert")).toHaveTextContent(sentence);
    expect(screen.queryByRole("button", { name: "Exportera till lön" })).not.toBeInTheDocument();
  });

  it("lists earlier exports and downloads the PAXml file and the summary CSV from their URLs", async () => {
    const exported = buildPayrollExport();
    const reopened = buildPayrollExport({
      id: "00000000-0000-4000-c000-000000000002",
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      reopenedAt: "2026-10-03T09:00:00.000Z",
      reopenedBy: { id: "x", fullName: "Anna Lindqvist" },
      reopenReason: "Fel timmar för Erik",
    });
    const base = `/api/payroll/exports/${exported.id}`;
    const { callsTo } = setup(
      ready,
      [exported, reopened],
      http.get(
        `${base}/paxml`,
        () =>
          new HttpResponse("<paxml/>", {
            headers: { "Content-Type": "application/xml", "Content-Disposition": 'attachment; filename="paxml_2026-10-01_2026-10-31.xml"' },
          }),
      ),
      http.get(`${base}/summary.csv`, () => new HttpResponse("a;b", { headers: { "Content-Type": "text/csv" } })),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Exporterade löneperioder" });
    const october = within(list).getByRole("listitem", { name: "oktober 2026" });
    expect(october).toHaveTextContent("42 rapporter · 315,5 h · av Anna Lindqvist");
    expect(within(october).getByText("Låst")).toBeInTheDocument();
    const september = within(list).getByRole("listitem", { name: "september 2026" });
    expect(september).toHaveTextContent("Öppnad igen");
    expect(september).toHaveTextContent("Fel timmar för Erik");
    expect(within(september).queryByRole("button", { name: /Öppna igen/ })).not.toBeInTheDocument();

    await user.click(within(october).getByRole("button", { name: "Ladda ner PAXml för oktober 2026" }));
    expect(await screen.findByText("paxml_2026-10-01_2026-10-31.xml")).toBeInTheDocument();
    await user.click(within(october).getByRole("button", { name: "Ladda ner sammanställning (CSV) för oktober 2026" }));
    expect(await screen.findByText("lonesammanstallning_2026-10-01_2026-10-31.csv")).toBeInTheDocument();
    expect(callsTo("GET", `${base}/paxml`)).toHaveLength(1);
    expect(callsTo("GET", `${base}/summary.csv`)).toHaveLength(1);
  });

  it("shows a period that is exactly an export as exported, by whom and when, with its files, not as overlapping itself", async () => {
    const exported = buildPayrollExport({ startDate: "2026-10-01", endDate: "2026-10-31", createdAt: "2026-11-01T23:30:00.000Z" });
    const base = `/api/payroll/exports/${exported.id}`;
    const { callsTo } = setup(
      buildPayrollPreview({ workers: ready.workers, locked: true, export: exported }),
      [exported],
      http.get(`${base}/summary.csv`, () => new HttpResponse("a;b", { headers: { "Content-Type": "text/csv" } })),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const notice = await screen.findByRole("status", { name: "Perioden är exporterad" });
    // 23:30 UTC on 1 November is 2 November in Stockholm.
    expect(notice).toHaveTextContent("Exporterad 2 november 2026 av Anna Lindqvist");
    expect(screen.queryByText("Perioden överlappar en redan exporterad löneperiod")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeDisabled();
    await user.click(within(notice).getByRole("button", { name: "Ladda ner sammanställning (CSV) för oktober 2026" }));
    expect(await screen.findByText("lonesammanstallning_2026-10-01_2026-10-31.csv")).toBeInTheDocument();
    expect(callsTo("GET", `${base}/summary.csv`)).toHaveLength(1);
    expect(within(notice).getByRole("button", { name: "Ladda ner PAXml för oktober 2026" })).toBeInTheDocument();
  });

  it("still shows the overlap when the period overlaps another export", async () => {
    setup(buildPayrollPreview({ workers: ready.workers, locked: true }));
    const list = await screen.findByRole("list", { name: "Att åtgärda före export" });
    expect(list).toHaveTextContent("Perioden överlappar en redan exporterad löneperiod");
    expect(screen.queryByRole("status", { name: "Perioden är exporterad" })).not.toBeInTheDocument();
  });

  it("reopens a period only with a reason of at least 10 characters, and the report forms learn its dates are free", async () => {
    const exported = buildPayrollExport();
    const path = `/api/payroll/exports/${exported.id}`;
    const { callsTo, queryClient } = setup(
      ready,
      [exported],
      http.delete(path, () => HttpResponse.json({ ...exported, reopenedAt: "2026-11-20T10:00:00.000Z" })),
    );
    // What a report form read before: October locked.
    queryClient.setQueryData(payrollKeys.lockedPeriods, [{ startDate: exported.startDate, endDate: exported.endDate }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Öppna igen oktober 2026" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Anledning"), "Fel");
    await user.click(within(dialog).getByRole("button", { name: "Öppna igen" }));
    expect(await within(dialog).findByText("Ange en anledning på minst 10 tecken")).toBeInTheDocument();
    expect(callsTo("DELETE", path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Anledning"), "aktiga timmar för Erik");
    await user.click(within(dialog).getByRole("button", { name: "Öppna igen" }));
    expect(await screen.findByText("Perioden är öppnad igen")).toBeInTheDocument();
    expect(callsTo("DELETE", path)[0].body).toEqual({ reason: "Felaktiga timmar för Erik" });
    expect(queryClient.getQueryState(payrollKeys.lockedPeriods)?.isInvalidated).toBe(true);
  });
});
