import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";
import { buildOutlay } from "@/test/expense-builders";
import { pdfText } from "@/test/pdf-text";
import { buildAdminReceiptImagesPdf, receiptImageItems } from "./admin-receipt-images-pdf";
import { buildAdminReceiptsPdf } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";

/** The admin's receipts PDFs in the language of the admin who makes them (docs/i18n.md). */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/Zfbjm/zaQAAAABJRU5ErkJggg==";
const IMG_A = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const IMG_B = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const lukasz = { id: "00000000-0000-4000-8000-000000000011", fullName: "Łukasz Wiśniewski", email: "lukasz@example.se" };
const jurate = { id: "00000000-0000-4000-8000-000000000012", fullName: "Jūratė Žukauskienė", email: "jurate@example.se" };
const dvorak = { id: "00000000-0000-4000-8000-000000000013", fullName: "Dvořák", email: "dvorak@example.se" };
const project = { id: "00000000-0000-4000-a000-000000000002", projectNumber: "P-2026-002", title: "Bostäder Norr" };
const reports = [
  buildTimeReport({ project, worker: lukasz, date: "2026-03-16", hours: "7.50", receiptsConfirmed: true, receiptImageUrls: [IMG_A] }),
  buildTimeReport({ project, worker: dvorak, date: "2026-03-17", timeCode: "ÖT1", receiptsConfirmed: false, receiptImageUrls: [IMG_B] }),
];
const outlays = [
  buildOutlay({ worker: jurate, project, date: "2026-03-18", amount: "1234.50", vat: "246.90", description: "Skruv och lim", receiptImageUrls: [IMG_A] }),
];
const input = {
  startDate: "2026-03-01",
  endDate: "2026-03-31",
  filterText: "P-2026-002 Bostäder Norr",
  createdAt: new Date("2026-03-20T10:00:00Z"),
  reports,
  outlays,
};

/** The text as a reader copies it, spaces and no-break spaces alike. */
const read = async (data: ArrayBuffer) => (await pdfText(data)).replace(/[ \u00a0]+/g, " ").replace(/\s+/g, " ");

const receiptsText = async (locale: "pl" | "en") => read(buildAdminReceiptsPdf(await loadPdfKit(), input, adminPdfWordsIn(locale)).output("arraybuffer"));

async function imagesText(locale: "pl" | "en") {
  const words = adminPdfWordsIn(locale);
  // The first image is there, the other two could not be fetched: their notes say so.
  const items = receiptImageItems(reports, outlays, words).map((item, i) => ({ ...item, image: i === 0 ? { base64: PNG, contentType: "image/png" } : null }));
  return read(buildAdminReceiptImagesPdf(await loadPdfKit(), { ...input, items }, words).doc.output("arraybuffer"));
}

const NAMES = ["Łukasz Wiśniewski", "Jūratė Žukauskienė", "Dvořák"];
const SWEDISH = [
  "Kvittorapport",
  "Kvittobilder",
  "Arbetare",
  "Rapporter med kvitton",
  "varav moms",
  "Summa",
  "Sida 1",
  "Kvitto 1 av 1",
  "Bilden kunde inte laddas",
];

describe("the receipts report in the admin's language", () => {
  it("writes the counts, headings, kronor and pages in Polish, with a decimal comma", async () => {
    const text = await receiptsText("pl");
    for (const expected of [
      "Zestawienie paragonów",
      "Okres: 2026-03-01 – 2026-03-31",
      "Utworzono 2026-03-20 11:00",
      "Raporty z paragonami",
      "Potwierdzone paragony",
      "Pracownik",
      "Paragony potwierdzone",
      "Tak",
      "Nie",
      "Nadgodziny zwykłe",
      "7,5",
      "Wydatki (utlägg)",
      "1 wydatek · 1 234,50 kr · w tym VAT 246,90 kr",
      "Kwota",
      "Strona 1 z 1",
      ...NAMES,
    ]) {
      expect(text).toContain(expected);
    }
    for (const swedish of SWEDISH) expect(text).not.toContain(swedish);
    // What the worker wrote stays as written.
    expect(text).toContain("Skruv och lim");
  });

  it("writes them in English, with a decimal point and English kronor", async () => {
    const text = await receiptsText("en");
    for (const expected of [
      "Receipts report",
      "Reports with receipts",
      "Worker",
      "Receipts confirmed",
      "Yes",
      "Overtime, simple",
      "7.5",
      "Outlays (utlägg)",
      "1 outlay · 1,234.50 kr · of which VAT 246.90 kr",
      "Total 1 outlay 1,234.50 kr 246.90 kr",
      "Page 1 of 1",
      ...NAMES,
    ]) {
      expect(text).toContain(expected);
    }
    for (const swedish of SWEDISH) expect(text).not.toContain(swedish);
  });
});

describe("the receipt images in the admin's language", () => {
  it("captions each image and notes the missing ones in Polish", async () => {
    const text = await imagesText("pl");
    for (const expected of [
      "Zdjęcia paragonów",
      "Paragon 1 z 1",
      "Wydatek 1 234,50 kr (VAT 246,90 kr): Skruv och lim",
      "Nie udało się wczytać zdjęcia",
      "Nadgodziny zwykłe",
      ...NAMES,
    ]) {
      expect(text).toContain(expected);
    }
    for (const swedish of SWEDISH) expect(text).not.toContain(swedish);
  });

  it("does so in English", async () => {
    const text = await imagesText("en");
    for (const expected of [
      "Receipt images",
      "Receipt 1 of 1",
      "Outlay 1,234.50 kr (VAT 246.90 kr): Skruv och lim",
      "The image couldn't be loaded",
      "Page 1 of",
      ...NAMES,
    ]) {
      expect(text).toContain(expected);
    }
    for (const swedish of SWEDISH) expect(text).not.toContain(swedish);
  });
});

describe("the break under a report's times", () => {
  it("is said in the admin's language in the time report", async () => {
    const timed = {
      ...input,
      reports: [buildTimeReport({ project, date: "2026-03-16", startTime: "07:00", endTime: "16:00", breakMinutes: 30, hours: "8.50" })],
    };
    const textIn = async (locale: "sv" | "pl" | "en") =>
      read(buildAdminTimeReportPdf(await loadPdfKit(), timed, adminPdfWordsIn(locale)).output("arraybuffer"));
    expect(await textIn("sv")).toContain("rast 30 min");
    expect(await textIn("pl")).toContain("przerwa 30 min");
    const english = await textIn("en");
    expect(english).toContain("break 30 min");
    expect(english).not.toContain("rast");
  });
});
