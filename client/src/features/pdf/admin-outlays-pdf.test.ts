import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";
import { buildOutlay } from "@/test/expense-builders";
import { pdfPageTexts, pdfText } from "@/test/pdf-text";
import { buildAdminReceiptImagesPdf, receiptImageItems } from "./admin-receipt-images-pdf";
import { buildAdminReceiptsPdf } from "./admin-receipts-pdf";

const SV = adminPdfWordsIn("sv");

const PNG = "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/Zfbjm/zaQAAAABJRU5ErkJggg==";
const IMG_A = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const IMG_C = "/objects/uploads/cccccccc-cccc-4ccc-8ccc-cccccccccccc";

const åsa = { id: "00000000-0000-4000-8000-000000000002", fullName: "Åsa Öberg", email: "asa@example.se" };
const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
const base = { startDate: "2026-03-01", endDate: "2026-03-31", filterText: "Alla arbetare och projekt", createdAt: new Date("2026-03-20T10:00:00Z") };
const report = buildTimeReport({ project, date: "2026-03-17", description: "Materialinköp på Beijer", receiptsConfirmed: true });
const outlays = [
  buildOutlay({ date: "2026-03-19", worker: åsa, amount: "249.50", vat: "49.90", description: "Sågklingor, Bauhaus", receiptImageUrls: [IMG_C], project }),
  buildOutlay({ date: "2026-03-12", amount: "1050.00", vat: "210.00", description: "Bygglim och skruv, Beijer", receiptImageUrls: [IMG_A] }),
];

/** The text as a reader copies it: pdf-parse keeps the no-break spaces of '1 050,00 kr'. */
const read = async (data: ArrayBuffer) => (await pdfText(data)).replace(/[ \u00a0]+/g, " ");

describe("the receipts report's utlägg", () => {
  it("lists each utlägg after the reports with date, worker, project, what, amount, VAT and images, and their sums", async () => {
    const kit = await loadPdfKit();
    const text = await read(buildAdminReceiptsPdf(kit, { ...base, reports: [report], outlays }, SV).output("arraybuffer"));
    for (const expected of [
      "Materialinköp på Beijer",
      "Utlägg",
      "2 utlägg · 1 299,50 kr · varav moms 259,90 kr",
      "Datum Arbetare Projekt Vad Belopp Moms Kvittobilder",
      "2026-03-12 Erik Andersson Bygglim och skruv, Beijer 1 050,00 kr 210,00 kr 1",
      "Åsa Öberg",
      "Sågklingor, Bauhaus 249,50 kr 49,90 kr 1",
      "Summa 2 utlägg 1 299,50 kr 259,90 kr 2",
    ]) {
      expect(text).toContain(expected);
    }
    // Reports first, then the utlägg by date.
    expect(text.indexOf("Materialinköp på Beijer")).toBeLessThan(text.indexOf("2 utlägg"));
    expect(text.indexOf("Bygglim och skruv")).toBeLessThan(text.indexOf("Sågklingor"));
  });

  it("has no table of reports when only utlägg have receipts", async () => {
    const kit = await loadPdfKit();
    const text = await read(buildAdminReceiptsPdf(kit, { ...base, reports: [buildTimeReport({})], outlays: outlays.slice(1) }, SV).output("arraybuffer"));
    expect(text).toContain("1 utlägg · 1 050,00 kr · varav moms 210,00 kr");
    expect(text).not.toContain("Kvitton bekräftade");
    expect(text).not.toContain("Formsättning");
  });

  it("starts the utlägg on a new page when the reports fill the first one", async () => {
    const kit = await loadPdfKit();
    const many = Array.from({ length: 18 }, (_, i) =>
      buildTimeReport({ date: `2026-03-${String(i + 1).padStart(2, "0")}`, description: `Rapport ${i}`, receiptsConfirmed: true }),
    );
    const pages = await pdfPageTexts(buildAdminReceiptsPdf(kit, { ...base, reports: many, outlays }, SV).output("arraybuffer"));
    const heading = pages.findIndex((t) => t.includes("2 utlägg ·"));
    const firstRow = pages.findIndex((t) => t.includes("Bygglim och skruv"));
    expect(heading).toBeGreaterThan(0);
    expect(firstRow).toBe(heading);
  });
});

describe("the receipt images of utlägg", () => {
  it("follow the reports' images, each captioned with date, worker, amount, VAT and what was bought", async () => {
    const kit = await loadPdfKit();
    const items = receiptImageItems([buildTimeReport({ project, date: "2026-03-20", receiptImageUrls: [IMG_A] })], outlays, SV);
    expect(items.map((i) => i.title)).toEqual(["2026-03-20 · Erik Andersson", "2026-03-12 · Erik Andersson", "2026-03-19 · Åsa Öberg"]);
    const { doc, loaded, total } = buildAdminReceiptImagesPdf(
      kit,
      {
        ...base,
        items: items.map((i) => ({ ...i, image: { base64: PNG, contentType: "image/png" } })),
      },
      SV,
    );
    expect([loaded, total]).toEqual([3, 3]);
    const text = await read(doc.output("arraybuffer"));
    expect(text).toContain("Utlägg 1 050,00 kr (moms 210,00 kr): Bygglim och skruv, Beijer · Kvitto 1 av 1");
    expect(text).toContain("Utlägg 249,50 kr (moms 49,90 kr): Sågklingor, Bauhaus · Kvitto 1 av 1");
  });

  it("cuts a long description to one line and keeps which receipt it is", async () => {
    const kit = await loadPdfKit();
    const long = buildOutlay({ description: `Början ${"virke och spik till altanen ".repeat(20)}Slutet`, receiptImageUrls: [IMG_A, IMG_C] });
    const items = receiptImageItems([], [long], SV).map((i) => ({ ...i, image: null }));
    const text = await read(buildAdminReceiptImagesPdf(kit, { ...base, items }, SV).doc.output("arraybuffer"));
    expect(text).toMatch(/Utlägg 1 050,00 kr \(moms 210,00 kr\): Början virke[^\n]*… · Kvitto 2 av 2/);
    expect(text).not.toContain("Slutet");
  });
});
