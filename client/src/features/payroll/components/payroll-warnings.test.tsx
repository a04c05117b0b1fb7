// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PayrollWarning } from "@shared/types";
import { PAYROLL_MSG } from "@shared/validation/payroll";
import { activateLocale } from "@/lib/i18n/runtime";
import { expectNoAxeViolations } from "@/test/axe";
import { buildPayrollExport, buildPayrollPreview } from "@/test/payroll-handlers";
import { erik, karin, ready, setup } from "@/test/payroll-panel";

/** A warning as the server words it (PAYROLL_MSG.warning). */
function warning(kind: PayrollWarning["kind"], worker: { id: string; fullName: string }, dates: string[]): PayrollWarning {
  return {
    kind,
    worker: { id: worker.id, fullName: worker.fullName },
    dates,
    normHours: kind === "long-day" ? 8 : null,
    message: PAYROLL_MSG.warning(kind, dates, 8),
  };
}
const warnings = [
  warning("missing-days", karin, ["2026-10-05", "2026-10-06", "2026-10-20"]),
  warning("duplicates", erik, ["2026-10-14"]),
  warning("long-day", erik, ["2026-10-21", "2026-10-22"]),
];
const warned = buildPayrollPreview({ workers: ready.workers, warnings });

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale("sv");
});

describe("PayrollPanel ('Lön'): the period's warnings", () => {
  it("lists the period's warnings in amber below the blockers, each worker and day a way straight to it, without blocking the export", async () => {
    const { onShowReports, onShowWeek } = setup(warned);
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Att granska före export" });
    const items = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Karin Sjöberg: 3 arbetsdagar utan rapport:5 okt.6 okt.20 okt.");
    expect(items[1]).toHaveTextContent("Erik Andersson: Dubbletter (samma dag, kod, projekt och timmar):14 okt.");
    expect(items[2]).toHaveTextContent("Erik Andersson: Mer än normens 8 h Arbetad tid på en dag, kanske övertid:21 okt.22 okt.");
    expect(items[0]).toHaveClass("border-amber-300");
    expect(screen.queryByRole("list", { name: "Att åtgärda före export" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportera till lön" })).toBeEnabled();

    // A day without a report: the week grid at that week, searched for the worker.
    await user.click(within(items[0]).getByRole("button", { name: "Vecka 43 för Karin Sjöberg (20 okt.)" }));
    expect(onShowWeek).toHaveBeenCalledWith({ date: "2026-10-20", workerName: "Karin Sjöberg" });
    // A duplicate or a long day: that worker's reports of that day, where the duplicate can be rejected.
    await user.click(within(items[1]).getByRole("button", { name: "Rapporter för Erik Andersson 14 okt." }));
    expect(onShowReports).toHaveBeenCalledWith({ startDate: "2026-10-14", endDate: "2026-10-14", workerId: erik.id });
    await user.click(within(items[2]).getByRole("button", { name: "Rapporter för Erik Andersson 22 okt." }));
    expect(onShowReports).toHaveBeenLastCalledWith({ startDate: "2026-10-22", endDate: "2026-10-22", workerId: erik.id });
    // The worker's name: their reports in the whole period.
    await user.click(within(items[0]).getByRole("button", { name: "Rapporter i perioden för Karin Sjöberg" }));
    expect(onShowReports).toHaveBeenLastCalledWith({ startDate: "2026-10-01", endDate: "2026-10-31", workerId: karin.id });
    expect(onShowWeek).toHaveBeenCalledTimes(1);
  });

  it("has no accessibility violations with blockers, warnings, ersättningar and an earlier export, and asking why it is reopened", async () => {
    const erikWithMileage = { ...ready.workers[0], expenses: [{ code: "MIL_FRI" as const, quantity: "12.30", amount: "307.50" }], expenseAmount: "307.50" };
    const preview = buildPayrollPreview({
      workers: [
        erikWithMileage,
        { worker: karin, totals: { ARB: "16.00" }, unattested: 3, expenses: [], expenseAmount: "0.00", expensesUnattested: 1, awaitingApproval: 0 },
      ],
      warnings,
      unattested: 3,
      returned: 1,
      missingEmployeeNumbers: ["Karin Sjöberg"],
    });
    setup(preview, [buildPayrollExport()]);
    const user = userEvent.setup();
    expect(await screen.findByRole("list", { name: "Att åtgärda före export" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Att granska före export" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Attesterade ersättningar per arbetare och lönekod" })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Öppna igen oktober 2026" }));
    await expectNoAxeViolations("'Lön' asking why a period is reopened");
    const dialog = await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expectNoAxeViolations("'Lön'");
  });

  it("names the warnings in the export's question and acknowledges them when the admin goes on", async () => {
    const created = buildPayrollExport({ startDate: "2026-10-01", endDate: "2026-10-31" });
    const { callsTo } = setup(
      warned,
      [],
      http.post("/api/payroll/exports", () => HttpResponse.json(created, { status: 201 })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Exportera till lön" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "låses: inga rapporter i den kan sedan skapas, ändras eller attesteras. Perioden har 3 varningar (se ovan). Exportera ändå?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Avbryt" }));
    expect(callsTo("POST", "/api/payroll/exports")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Exportera till lön" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Exportera och lås" }));
    expect(await screen.findByText(/Perioden är låst\./)).toBeInTheDocument();
    expect(callsTo("POST", "/api/payroll/exports")).toHaveLength(1);
    expect(callsTo("POST", "/api/payroll/exports")[0].body).toEqual({ startDate: "2026-10-01", endDate: "2026-10-31", acknowledgeWarnings: true });
  });

  it("says one warning in the singular", async () => {
    setup(buildPayrollPreview({ workers: ready.workers, warnings: [warnings[1]] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Exportera till lön" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Perioden har 1 varning (se ovan). Exportera ändå?");
  });

  it("keeps the server's sentence on screen and refreshes the warnings when they changed before the export", async () => {
    const newer = [...warnings, warning("long-day", karin, ["2026-10-29"])];
    let preview = warned;
    const { callsTo } = setup(
      warned,
      [],
      http.get("/api/payroll/preview", () => HttpResponse.json(preview)),
      http.post("/api/payroll/exports", () => {
        preview = buildPayrollPreview({ workers: ready.workers, warnings: newer });
        return HttpResponse.json({ message: PAYROLL_MSG.warningsNotAcknowledged(4), warnings: newer }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Exportera till lön" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Exportera och lås" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Perioden har 4 varningar. Granska dem och bekräfta för att exportera ändå.");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    // The preview is asked again and shows the fourth warning beside the sentence.
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "Att granska före export" })).toHaveTextContent(
        "Karin Sjöberg: Mer än normens 8 h Arbetad tid på en dag, kanske övertid:29 okt.",
      ),
    );
    expect(callsTo("GET", "/api/payroll/preview")).toHaveLength(2);
    expect(screen.getByRole("alert")).toBe(alert);

    // Asked again, the question counts the four, and a new attempt clears the old sentence.
    await user.click(screen.getByRole("button", { name: "Exportera till lön" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Perioden har 4 varningar (se ovan). Exportera ändå?");
  });
});

describe("PayrollPanel ('Lön'): the warnings in the admin's language", () => {
  const norm = [...warnings, { ...warning("long-day", karin, ["2026-10-23"]), normHours: 7.5, message: PAYROLL_MSG.warning("long-day", ["2026-10-23"], 7.5) }];
  const items = async (name: string) => {
    const list = await screen.findByRole("list", { name });
    return within(list)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === list);
  };

  it("says each warning in Polish with its count, the norm's hours and the days named in Polish", async () => {
    await activateLocale("pl", ["payroll", "report", "shell"]);
    setup(buildPayrollPreview({ workers: ready.workers, warnings: norm }));
    const [missing, duplicates, longDay, ownNorm] = await items("Do sprawdzenia przed eksportem");
    expect(missing).toHaveTextContent("Karin Sjöberg: 3 dni robocze bez raportu:5 paź6 paź20 paź");
    expect(duplicates).toHaveTextContent("Erik Andersson: Duplikaty (ten sam dzień, kod, projekt i godziny):14 paź");
    expect(longDay).toHaveTextContent("Erik Andersson: Więcej czasu przepracowanego w jednym dniu niż dzienna norma 8 h, może to nadgodziny:21 paź22 paź");
    expect(ownNorm).toHaveTextContent("dzienna norma 7,5 h");
    expect(within(missing).getByRole("button", { name: "Tydzień 43: Karin Sjöberg (20 paź)" })).toBeInTheDocument();
  });

  it("says them in English, the norm's hours with a decimal point", async () => {
    await activateLocale("en", ["payroll", "report", "shell"]);
    setup(buildPayrollPreview({ workers: ready.workers, warnings: norm }));
    const [missing, , longDay, ownNorm] = await items("To check before the export");
    expect(missing).toHaveTextContent("Karin Sjöberg: 3 working days without a report:5 Oct6 Oct20 Oct");
    expect(longDay).toHaveTextContent("Erik Andersson: More hours worked in a day than the daily norm of 8 h, maybe overtime:21 Oct22 Oct");
    expect(ownNorm).toHaveTextContent("daily norm of 7.5 h");
  });

  it("says them in Swedish as the server's sentence, without its dates", async () => {
    setup(buildPayrollPreview({ workers: ready.workers, warnings: norm }));
    const [, , , ownNorm] = await items("Att granska före export");
    expect(ownNorm).toHaveTextContent("Karin Sjöberg: Mer än normens 7,5 h Arbetad tid på en dag, kanske övertid:23 okt.");
    expect(PAYROLL_MSG.warning("long-day", ["2026-10-23"], 7.5)).toBe("Mer än normens 7,5 h Arbetad tid på en dag, kanske övertid: 23 okt.");
  });
});
