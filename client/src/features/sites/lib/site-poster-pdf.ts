import type { jsPDF } from "jspdf";
import type { QRCode } from "qrcode";
import type { Site } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { HEAD_FILL } from "@/lib/pdf/pdf-layout";
import { darkRuns } from "@/lib/qr-code";
import { builderText } from "./site-text";

/** The poster's instruction, under the site's name and above the code. */
export const POSTER_INSTRUCTION = "Skanna koden för att checka in och ut i personalliggaren";

export interface SitePosterInput {
  site: Pick<Site, "id" | "name" | "address" | "skvId" | "ledgerScope" | "builderName" | "builderOrgNumber">;
  /** Our company, as the payroll settings name it (docs/product-rules.md §10). */
  company: { name: string; orgNumber: string };
  /** What the code holds: the site's check-in address. */
  url: string;
  /** The day it was printed, `YYYY-MM-DD`. */
  printedOn: string;
}

const PAGE_W = 210;
const MARGIN = 18;
const TEXT_W = PAGE_W - 2 * MARGIN;
/** The code's side in mm: at 45 modules (a check-in address at level Q) about 2.9 mm each, read from a few metres. */
const QR_SIDE = 130;
/** Where the content ends, above the line 'Utskriven'. */
const CONTENT_BOTTOM = 282;
const INK = 20;
const GREY = 100;

/** Lines of `text` in the current font, centred under one another from `y`; returns the y below them. */
function centred(doc: jsPDF, text: string, y: number, lineHeight: number): number {
  const lines = doc.splitTextToSize(text, TEXT_W) as string[];
  lines.forEach((line, i) => doc.text(line, PAGE_W / 2, y + i * lineHeight, { align: "center" }));
  return y + lines.length * lineHeight;
}

/**
 * The code as filled vector squares, each row's dark run one rectangle: sharp at any printer's
 * resolution, unlike a bitmap scaled up. Runs overlap their neighbours below by a hair, so no
 * viewer paints a light seam between rows.
 */
function drawQr(doc: jsPDF, qr: QRCode, x: number, y: number, side: number): void {
  const cell = side / qr.modules.size;
  doc.setFillColor(0, 0, 0);
  for (const { row, start, length } of darkRuns(qr)) doc.rect(x + start * cell, y + row * cell, length * cell, cell + 0.02, "F");
}

type Fact = [label: string, value: string];

/** The facts an inspector reads off the poster: Skatteverket's ID, the byggherre, who keeps the ledger. */
function posterFacts({ site, company }: SitePosterInput): Fact[] {
  const builder = builderText(site);
  return [
    ["Skatteverkets ID", site.skvId ?? ""],
    ...(builder ? [["Byggherre", builder] satisfies Fact] : []),
    [LEDGER_MSG.keeper(site.ledgerScope), [company.name, company.orgNumber].filter(Boolean).join(", ")],
  ];
}

const valueLines = (doc: jsPDF, value: string) =>
  doc
    .setFont(PDF_FONT, "bold")
    .setFontSize(13)
    .splitTextToSize(value, TEXT_W - 12) as string[];

/** The facts box's height: its padding, and per fact the label, the value's lines and a gap. */
function factsHeight(doc: jsPDF, facts: Fact[]): number {
  return 8 + facts.reduce((sum, [, value]) => sum + 5.5 + valueLines(doc, value).length * 5.5 + 3, 0);
}

/** The facts, label above value, in a framed box from `top`. */
function drawFacts(doc: jsPDF, facts: Fact[], top: number): void {
  let y = top + 8;
  for (const [label, value] of facts) {
    const lines = valueLines(doc, value);
    doc
      .setFont(PDF_FONT, "normal")
      .setFontSize(9)
      .setTextColor(GREY)
      .text(label.toUpperCase(), MARGIN + 6, y);
    doc
      .setFont(PDF_FONT, "bold")
      .setFontSize(13)
      .setTextColor(INK)
      .text(lines, MARGIN + 6, y + 5.5);
    y += 5.5 + lines.length * 5.5 + 3;
  }
  doc
    .setDrawColor(200)
    .setLineWidth(0.4)
    .roundedRect(MARGIN, top, TEXT_W, y - top, 3, 3, "S");
}

/**
 * The site's QR poster, A4 portrait (docs/product-rules.md §15): the site, the instruction, a
 * large code of the check-in address with the address written out, and the facts an inspector
 * asks for (Skatteverket's ID, byggherre, our company). Pure: data in, document out.
 */
export function buildSitePosterPdf(kit: PdfKit, qr: QRCode, input: SitePosterInput): jsPDF {
  const { site } = input;
  const doc = kit.create("portrait");
  doc.setProperties({ title: `Personalliggare – ${site.name}` });

  doc.setFillColor(...HEAD_FILL).rect(0, 0, PAGE_W, 24, "F");
  doc
    .setFont(PDF_FONT, "bold")
    .setFontSize(22)
    .setTextColor(255)
    .text("PERSONALLIGGARE", PAGE_W / 2, 15.5, { align: "center" });

  doc.setTextColor(INK).setFontSize(26);
  let y = centred(doc, site.name, 40, 10);
  doc.setFont(PDF_FONT, "normal").setFontSize(14).setTextColor(60);
  y = centred(doc, site.address, y, 6.5);
  doc.setFont(PDF_FONT, "bold").setFontSize(17).setTextColor(INK);
  const qrTop = centred(doc, POSTER_INSTRUCTION, y + 7, 7.5) + 1;

  // The code takes what the texts leave, up to its full size: a long name never pushes the facts off the page.
  const facts = posterFacts(input);
  doc.setFont(PDF_FONT, "normal").setFontSize(11);
  const urlHeight = (doc.splitTextToSize(input.url, TEXT_W) as string[]).length * 5;
  const side = Math.min(QR_SIDE, CONTENT_BOTTOM - qrTop - 6 - urlHeight - 4 - factsHeight(doc, facts));
  drawQr(doc, qr, (PAGE_W - side) / 2, qrTop, side);
  doc.setFont(PDF_FONT, "normal").setFontSize(11).setTextColor(GREY);
  y = centred(doc, input.url, qrTop + side + 6, 5);
  drawFacts(doc, facts, y + 4);

  doc
    .setFont(PDF_FONT, "normal")
    .setFontSize(8)
    .setTextColor(GREY)
    .text(`Utskriven ${input.printedOn}`, PAGE_W - MARGIN, 289, { align: "right" })
    .setTextColor(0);
  return doc;
}
