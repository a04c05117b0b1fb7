import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";
import { pdfText } from "@/test/pdf-text";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";

/** The admin's time report PDF in the language of the admin who makes it (docs/i18n.md). */
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
const input = {
  startDate: "2026-03-01",
  endDate: "2026-03-31",
  filterText: "Erik Andersson",
  createdAt: new Date("2026-03-20T10:00:00Z"),
  reports: [
    buildTimeReport({ project, date: "2026-03-16", hours: "8.00", status: "verified", description: "Rivning av gammalt kök" }),
    buildTimeReport({ project, date: "2026-03-17", hours: "7.50", timeCode: "ÖT1", description: "Gjutning" }),
  ],
};

const textOf = async (locale: "pl" | "en") =>
  (await pdfText(buildAdminTimeReportPdf(await loadPdfKit(), input, adminPdfWordsIn(locale)).output("arraybuffer"))).replace(/\s+/g, " ");

describe("buildAdminTimeReportPdf in the admin's language", () => {
  it("writes the headings, time codes, totals and page numbers in Polish, hours with a comma", async () => {
    const text = await textOf("pl");
    for (const expected of [
      "Raport czasu pracy",
      "Okres: 2026-03-01 – 2026-03-31",
      "Utworzono",
      "Pracownik",
      "Godziny",
      "Nadgodziny zwykłe",
      "2 raporty",
      "Podsumowanie według pracowników",
      "Łączna liczba godzin",
      "15,5",
      "Strona 1 z 1",
    ]) {
      expect(text).toContain(expected);
    }
    for (const swedish of ["Tidrapport", "Arbetare", "Totalt", "Sida 1"]) expect(text).not.toContain(swedish);
    // The reports' own words stay as the workers wrote them.
    expect(text).toContain("Rivning av gammalt kök");
  });

  it("writes them in English with a decimal point", async () => {
    const text = await textOf("en");
    for (const expected of [
      "Time report",
      "Period: 2026-03-01 – 2026-03-31",
      "Worker",
      "Overtime, simple",
      "2 reports",
      "Total hours",
      "15.5",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
  });
});
