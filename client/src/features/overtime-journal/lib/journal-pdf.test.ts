import { describe, expect, it } from "vitest";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { buildOvertimeJournal, buildOvertimeJournalRow, ERIK_OVERTIME } from "@/test/working-time-handlers";
import { journalWordsIn } from "@/test/journal-words";
import { pdfText } from "@/test/pdf-text";
import { buildOvertimeJournalPdf } from "./journal-pdf";

const åsa = { id: "00000000-0000-4000-8000-000000000002", fullName: "Åsa Öberg", employeeNumber: null };

describe("buildOvertimeJournalPdf", () => {
  it("is A4 portrait with the year, Swedish headings, every row and hours with a decimal comma", async () => {
    const journal = buildOvertimeJournal({
      year: 2026,
      rows: [
        buildOvertimeJournalRow({ ...ERIK_OVERTIME, month: 1 }),
        buildOvertimeJournalRow({ worker: åsa, month: 11, ot1: "150.00", ot2: "50.00", total: "200.00", yearToDate: "200.00", leftOfYear: "0.00" }),
      ],
    });
    const doc = buildOvertimeJournalPdf(await loadPdfKit(), journal, await journalWordsIn("sv"), new Date("2026-12-01T10:00:00Z"));
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(210);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(297);
    const text = await pdfText(doc.output("arraybuffer"));
    for (const expected of [
      "Övertidsjournal 2026",
      "Arbetstidslagen 11 §",
      "200 h",
      "Anst.nr",
      "Övertid enkel",
      "Övertid kvalificerad",
      "Summa",
      "Hittills i år",
      "Kvar av årsgränsen",
      "1001",
      "Erik Andersson",
      "januari",
      "12,5",
      "187,5",
      "Åsa Öberg",
      "november",
      "150,0",
      "Sida 1 av 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("12.50");
    expect(text.indexOf("januari")).toBeLessThan(text.indexOf("november"));
  });

  it("says there is no overtime in a year without any", async () => {
    const doc = buildOvertimeJournalPdf(await loadPdfKit(), buildOvertimeJournal({ year: 2025, rows: [] }), await journalWordsIn("sv"));
    expect(await pdfText(doc.output("arraybuffer"))).toContain("Ingen övertid registrerad 2025.");
  });

  it("prints each worker's name as registered, letters outside Windows-1252 too", async () => {
    const journal = buildOvertimeJournal({
      year: 2026,
      rows: [
        buildOvertimeJournalRow({ worker: { id: "00000000-0000-4000-8000-000000000011", fullName: "Łukasz Wiśniewski", employeeNumber: "1002" }, month: 3 }),
        buildOvertimeJournalRow({ worker: { id: "00000000-0000-4000-8000-000000000012", fullName: "Jūratė Žukauskienė", employeeNumber: null }, month: 4 }),
        buildOvertimeJournalRow({ worker: { id: "00000000-0000-4000-8000-000000000013", fullName: "Dvořák", employeeNumber: "1003" }, month: 5 }),
      ],
    });
    const text = await pdfText(buildOvertimeJournalPdf(await loadPdfKit(), journal, await journalWordsIn("sv")).output("arraybuffer"));
    for (const name of ["Łukasz Wiśniewski", "Jūratė Žukauskienė", "Dvořák"]) expect(text).toContain(name);
  });

  it("follows the language of the admin who makes it: Polish headings, months and page numbers", async () => {
    const journal = buildOvertimeJournal({
      year: 2026,
      rows: [buildOvertimeJournalRow({ worker: åsa, month: 11, ot1: "150.00", ot2: "50.00", total: "200.00", yearToDate: "200.00", leftOfYear: "0.00" })],
    });
    const doc = buildOvertimeJournalPdf(await loadPdfKit(), journal, await journalWordsIn("pl"), new Date("2026-12-01T10:00:00Z"));
    const text = (await pdfText(doc.output("arraybuffer"))).replace(/\s+/g, " ");
    for (const expected of [
      "Ewidencja nadgodzin 2026",
      "Roczny limit nadgodzin ogólnych: 200 h",
      "Nadgodziny zwykłe",
      "Pozostało z limitu rocznego",
      "listopad",
      "150,0",
      "Strona 1 z 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Övertid enkel");
    expect(text).not.toContain("Sida 1");
  });

  it("writes hours with a decimal point in English", async () => {
    const journal = buildOvertimeJournal({ year: 2026, rows: [buildOvertimeJournalRow({ ...ERIK_OVERTIME, month: 1 })] });
    const text = (await pdfText(buildOvertimeJournalPdf(await loadPdfKit(), journal, await journalWordsIn("en")).output("arraybuffer"))).replace(/\s+/g, " ");
    for (const expected of ["Overtime journal 2026", "Overtime, simple", "January", "12.5", "Page 1 of 1"]) expect(text).toContain(expected);
  });
});
