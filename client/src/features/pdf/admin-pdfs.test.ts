import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { buildOutlay } from "@/test/expense-builders";
import { pdfText } from "@/test/pdf-text";
import { buildAdminReceiptImagesPdf, receiptImageItems, RECEIPT_IMAGE_WIDTH_MM } from "./admin-receipt-images-pdf";
import { buildAdminReceiptsPdf, hasReceipts, receiptCounts } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";

const SV = adminPdfWordsIn("sv");

// A 40×30 orange PNG: small, but with a real aspect ratio.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/Zfbjm/zaQAAAABJRU5ErkJggg==";
const IMG_A = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const IMG_B = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const åsa = { id: "00000000-0000-4000-8000-000000000002", fullName: "Åsa Öberg", email: "asa@example.se" };
/** Every report here is on one project, P-2026-001. */
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
const projectReport = (overrides: Parameters<typeof buildTimeReport>[0] = {}) => buildTimeReport({ project, ...overrides });
const reports = [
  projectReport({
    date: "2026-03-18",
    hours: "7.50",
    description: "Grävning vid ån, källaren",
    worker: åsa,
    receiptsConfirmed: true,
    receiptImageUrls: [IMG_A, IMG_B],
  }),
  projectReport({ date: "2026-03-16", hours: "8.00", status: "verified", description: "Rivning av gammalt kök" }),
  projectReport({ date: "2026-03-17", hours: "4.00", description: "Materialinköp på Beijer", receiptsConfirmed: true }),
];
const base = { startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt: new Date("2026-03-20T10:00:00Z") };

const isLandscape = (w: number, h: number) => Math.round(w) === 297 && Math.round(h) === 210;

describe("buildAdminTimeReportPdf", () => {
  it("is A4 landscape with every report, hours with one decimal, statuses and totals", async () => {
    const kit = await loadPdfKit();
    const doc = buildAdminTimeReportPdf(kit, { ...base, reports }, adminPdfWordsIn("sv"));
    expect(isLandscape(doc.internal.pageSize.getWidth(), doc.internal.pageSize.getHeight())).toBe(true);
    const text = await pdfText(doc.output("arraybuffer"));
    for (const expected of [
      "Tidrapport",
      "Alla arbetare och projekt",
      "2026-03-01 – 2026-03-31",
      "Åsa Öberg",
      "Erik Andersson",
      "Grävning vid ån, källaren",
      "P-2026-001",
      "7,5",
      "8,0",
      "4,0",
      "19,5",
      "Verifierad",
      "Inskickad",
      "Summering per arbetare",
      "Totalt antal timmar",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf("2026-03-16")).toBeLessThan(text.indexOf("2026-03-18"));
  });
});

describe("buildAdminReceiptsPdf", () => {
  it("is A4 landscape with the four counts and only the reports with receipts", async () => {
    expect(receiptCounts(reports)).toEqual({ reportsWithReceipts: 2, confirmedReceipts: 2, reportsWithImages: 1, totalImages: 2 });
    const kit = await loadPdfKit();
    const doc = buildAdminReceiptsPdf(kit, { ...base, filterText: "Arbetare: Åsa Öberg", reports }, SV);
    expect(isLandscape(doc.internal.pageSize.getWidth(), doc.internal.pageSize.getHeight())).toBe(true);
    const text = await pdfText(doc.output("arraybuffer"));
    for (const expected of [
      "Kvittorapport",
      "Arbetare: Åsa Öberg",
      "Rapporter med kvitton",
      "Bekräftade kvitton",
      "Rapporter med bilder",
      "Totalt antal bilder",
      "Materialinköp på Beijer",
      "Grävning vid ån, källaren",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Rivning av gammalt kök");
  });

  it("finds nothing to report when no report has receipts (the caller then says 'Inga kvitton')", () => {
    expect(reports.filter(hasReceipts)).toHaveLength(2);
    expect([projectReport({})].filter(hasReceipts)).toHaveLength(0);
    expect(receiptImageItems([projectReport({ receiptsConfirmed: true })], [], SV)).toHaveLength(0);
  });
});

describe("buildAdminReceiptImagesPdf", () => {
  it("is A4 portrait, places each image 500 pt wide under its caption and a note for one that failed", async () => {
    const kit = await loadPdfKit();
    const items = receiptImageItems(reports, [], SV).map((item) => ({
      ...item,
      image: item.path === IMG_A ? { base64: PNG, contentType: "image/png" } : null,
    }));
    const { doc, loaded, total } = buildAdminReceiptImagesPdf(kit, { ...base, items }, SV);
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(210);
    expect(Math.round(doc.internal.pageSize.getHeight())).toBe(297);
    expect([loaded, total]).toEqual([1, 2]);
    expect(RECEIPT_IMAGE_WIDTH_MM).toBeCloseTo(176.39, 1);
    const bytes = doc.output("arraybuffer");
    // Read before pdfText, which takes the buffer over.
    const raw = Buffer.from(bytes).toString("latin1");
    const text = await pdfText(bytes);
    for (const expected of ["Kvittobilder", "Åsa Öberg", "Kvitto 1 av 2", "Kvitto 2 av 2", "Bilden kunde inte laddas", IMG_B]) {
      expect(text).toContain(expected);
    }
    // The image that loaded is in the file itself, not only its caption.
    expect(raw.match(/\/Subtype \/Image/g)).toHaveLength(1);
  });

  it("treats data jsPDF cannot read as a failed image", async () => {
    const kit = await loadPdfKit();
    const items = receiptImageItems(reports, [], SV).map((item) => ({ ...item, image: { base64: "bm90IGFuIGltYWdl", contentType: "image/png" } }));
    const { loaded, total, doc } = buildAdminReceiptImagesPdf(kit, { ...base, items }, SV);
    expect([loaded, total]).toEqual([0, 2]);
    expect((await pdfText(doc.output("arraybuffer"))).match(/Bilden kunde inte laddas/g)).toHaveLength(2);
  });
});

describe("names outside Windows-1252 in the admin's PDFs", () => {
  const lukasz = { id: "00000000-0000-4000-8000-000000000011", fullName: "Łukasz Wiśniewski", email: "lukasz@example.se" };
  const jurate = { id: "00000000-0000-4000-8000-000000000012", fullName: "Jūratė Žukauskienė", email: "jurate@example.se" };
  const dvorak = { id: "00000000-0000-4000-8000-000000000013", fullName: "Dvořák", email: "dvorak@example.se" };
  const bostader = { id: "00000000-0000-4000-a000-000000000002", projectNumber: "P-2026-002", title: "Bostäder Dvořák" };
  const named = [
    buildTimeReport({ project: bostader, worker: lukasz, date: "2026-03-16", receiptsConfirmed: true, receiptImageUrls: [IMG_A] }),
    buildTimeReport({ project: bostader, worker: jurate, date: "2026-03-17", receiptsConfirmed: true }),
    // An absence: its row is printed in italic.
    buildTimeReport({ worker: dvorak, timeCode: "SJK", date: "2026-03-18" }),
  ];
  const input = { ...base, filterText: "Projekt: P-2026-002 Bostäder Dvořák", reports: named };

  it("prints every worker and project as registered in the time report, the receipts report and the receipt images", async () => {
    const kit = await loadPdfKit();
    const time = await pdfText(buildAdminTimeReportPdf(kit, input, adminPdfWordsIn("sv")).output("arraybuffer"));
    for (const name of ["Łukasz Wiśniewski", "Jūratė Žukauskienė", "Dvořák", "Bostäder Dvořák"]) expect(time).toContain(name);

    const outlays = [buildOutlay({ worker: jurate, project: bostader, description: "Skruv åt Łukasz" })];
    const receipts = await pdfText(buildAdminReceiptsPdf(kit, { ...input, outlays }, SV).output("arraybuffer"));
    for (const name of ["Łukasz Wiśniewski", "Jūratė Žukauskienė", "Bostäder Dvořák", "Skruv åt Łukasz"]) expect(receipts).toContain(name);

    const items = receiptImageItems(named, [], SV).map((item) => ({ ...item, image: { base64: PNG, contentType: "image/png" } }));
    const images = await pdfText(buildAdminReceiptImagesPdf(kit, { ...input, items }, SV).doc.output("arraybuffer"));
    for (const name of ["Łukasz Wiśniewski", "Bostäder Dvořák"]) expect(images).toContain(name);
  });
});
