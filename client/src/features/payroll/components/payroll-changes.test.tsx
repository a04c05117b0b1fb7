// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PayrollChanges, PayrollPreview } from "@shared/types";
import { expectNoAxeViolations } from "@/test/axe";
import { buildPayrollExport, buildPayrollPreview } from "@/test/payroll-handlers";
import { erik, ready, setup } from "@/test/payroll-panel";
import { cellTexts } from "@/test/table";

afterEach(() => vi.restoreAllMocks());

// The first export of October, made on 2 November and reopened since.
const first = buildPayrollExport({ id: "00000000-0000-4000-c000-0000000000f1", createdAt: "2026-11-02T08:15:00.000Z" });
const changes: PayrollChanges = {
  previousExport: { id: first.id, createdAt: first.createdAt },
  changes: [
    { worker: erik, kind: "hours", code: "ARB", date: "2026-10-05", project: "P-1", before: "8.00", after: "6.50" },
    { worker: erik, kind: "hours", code: "RE1", date: "2026-10-06", project: "P-1", before: "0.00", after: "1.50" },
    { worker: erik, kind: "pay", code: "MATRED_LCH", date: "2026-10-07", project: null, before: "0.00", after: "105.00" },
  ],
};
const open: PayrollPreview = { ...ready, changes };
const second = buildPayrollExport({ id: "00000000-0000-4000-c000-0000000000f2", createdAt: "2026-11-20T09:00:00.000Z" });
const exported: PayrollPreview = { ...ready, locked: true, export: second, changes };

const expectedRows = [
  ["Erik Andersson", "5 okt.", "Arbetad tid", "P-1", "8,0\u00a0h", "6,5\u00a0h"],
  ["Erik Andersson", "6 okt.", "Restid", "P-1", "0,0\u00a0h", "1,5\u00a0h"],
  ["Erik Andersson", "7 okt.", "Måltidsavdrag, lunch", "–", "0,00\u00a0kr", "−105,00\u00a0kr"],
];

describe("the Lön screen's changes against the period's previous export", () => {
  it("lists them before the admin exports again, then beside the export with the rättelse file, saying which file to import", async () => {
    let preview = open;
    const { callsTo } = setup(
      open,
      [first],
      http.get("/api/payroll/preview", () => HttpResponse.json(preview)),
      http.post("/api/payroll/exports", () => {
        preview = exported;
        return HttpResponse.json({ ...second, ...changes }, { status: 201 });
      }),
      http.get(`/api/payroll/exports/${second.id}/paxml`, () => new HttpResponse("<paxml/>", { headers: { "Content-Type": "application/xml" } })),
    );
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const user = userEvent.setup();

    const before = await screen.findByRole("region", { name: "Ändringar sedan exporten 2 november 2026" });
    expect(before).toHaveTextContent("Har lönesystemet redan läst in den förra filen, importera sedan rättelsefilen");
    expect(before).toHaveTextContent("Annars importerar du hela filen.");
    expect(cellTexts(within(before).getByRole("table"))).toEqual(expectedRows);
    expect(within(before).queryByRole("button", { name: /rättelsefil/ })).not.toBeInTheDocument();
    await expectNoAxeViolations("'Lön' with the changes before exporting again");

    await user.click(screen.getByRole("button", { name: "Exportera till lön" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Exportera och lås" }));

    const after = await screen.findByRole("region", { name: "Ändringar mot exporten 2 november 2026" });
    expect(after).toHaveTextContent("Har lönesystemet redan läst in filen från 2 november 2026? Importera då rättelsefilen");
    expect(after).toHaveTextContent("Har den inte lästs in, importera hela PAXml-filen i stället.");
    expect(cellTexts(within(after).getByRole("table"))).toEqual(expectedRows);
    await expectNoAxeViolations("'Lön' with the changes beside the export");
    await user.click(within(after).getByRole("button", { name: "Ladda ner rättelsefil (PAXml) för oktober 2026" }));
    expect(await screen.findByText("paxml_2026-10-01_2026-10-31_rattelse.xml")).toBeInTheDocument();
    const downloads = callsTo("GET", `/api/payroll/exports/${second.id}/paxml`);
    expect(downloads.map((c) => c.url.search)).toEqual(["?only=changes"]);
  });

  it("says so when exporting again changes nothing", async () => {
    setup({ ...ready, changes: { previousExport: changes.previousExport, changes: [] } }, [first]);
    const region = await screen.findByRole("region", { name: "Ändringar sedan exporten 2 november 2026" });
    expect(region).toHaveTextContent("Inga ändringar mot exporten 2 november 2026.");
    expect(within(region).queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows nothing for a period never exported", async () => {
    setup(buildPayrollPreview({ workers: ready.workers }), []);
    await screen.findByRole("table", { name: "Attesterade timmar per arbetare och tidkod" });
    expect(screen.queryByRole("region", { name: /Ändringar/ })).not.toBeInTheDocument();
  });
});
