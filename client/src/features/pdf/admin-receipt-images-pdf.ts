import type { jsPDF } from "jspdf";
import type { TimeReport, UtlaggExpense } from "@shared/types";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { reportSubject } from "@/lib/time-codes";
import { addPageNumbers, MARGIN } from "@/lib/pdf/pdf-layout";
import { outlaySubject } from "./admin-outlays-pdf";
import { byDateThenWorker, drawHeader, pageText, type AdminPdfInput, type AdminPdfWords } from "./admin-pdf-common";

/**
 * "Images 500 wide" (docs/product-rules.md §9) is read as 500 PostScript points, jsPDF's default unit:
 * 176.4 mm, the width of A4 portrait less about 17 mm on each side. Our documents use mm, so
 * the width is converted; an image too tall for a page is scaled down to fit it.
 */
export const RECEIPT_IMAGE_WIDTH_MM = (500 * 25.4) / 72;

const CAPTION_HEIGHT = 11;
const PLACEHOLDER_HEIGHT = 24;
const BOTTOM = 16;
const GAP = 8;

/** One receipt image to place: whose it is, which of its receipts, and the fetched data (null when it failed). */
export interface ReceiptImageItem {
  /** '2026-03-18 · Åsa Öberg': the caption's first line. */
  title: string;
  /** What the receipt belongs to: the report's project, or the utlägg with its amount and VAT. */
  subject: string;
  path: string;
  /** 1-based position among the report's receipts. */
  index: number;
  count: number;
  image: { base64: string; contentType: string } | null;
}

export type ReceiptImagesInput = Omit<AdminPdfInput, "reports"> & { items: ReceiptImageItem[] };

export interface ReceiptImagesResult {
  doc: jsPDF;
  /** Images placed; the rest were replaced by a note. */
  loaded: number;
  total: number;
}

type Captioned = Pick<TimeReport, "date" | "worker" | "project" | "receiptImageUrls">;

function itemsOf<T extends Captioned>(sources: readonly T[], subject: (source: T) => string): Omit<ReceiptImageItem, "image">[] {
  return [...sources].sort(byDateThenWorker).flatMap((source) =>
    source.receiptImageUrls.map((path, i) => ({
      title: `${source.date} · ${source.worker.fullName}`,
      subject: subject(source),
      path,
      index: i + 1,
      count: source.receiptImageUrls.length,
    })),
  );
}

/**
 * Every receipt image, still without data: the reports' in report order, then the utlägg's
 * (docs/product-rules.md §16) in the same order, as the receipts report lists them; their
 * subjects in `words`' language.
 */
export function receiptImageItems(reports: readonly TimeReport[], outlays: readonly UtlaggExpense[], words: AdminPdfWords): Omit<ReceiptImageItem, "image">[] {
  return [...itemsOf(reports, (r) => reportSubject(r, " ", words.timeCode)), ...itemsOf(outlays, (e) => outlaySubject(e, words))];
}

const FORMATS: Record<string, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WEBP", "image/gif": "GIF" };

function drawCaption(doc: jsPDF, item: ReceiptImageItem, y: number, { t }: AdminPdfWords): void {
  doc
    .setFont(PDF_FONT, "bold")
    .setFontSize(10)
    .text(item.title, MARGIN, y + 4);
  doc
    .setFont(PDF_FONT, "normal")
    .setFontSize(9)
    .setTextColor(90)
    .text(oneLine(doc, item.subject, ` · ${t("pdf.images.receipt", { index: item.index, count: item.count })}`), MARGIN, y + 9)
    .setTextColor(0);
}

/**
 * `subject` and `suffix` on one line of the page: the caption has room for one, so a long
 * subject (an utlägg's description may be 500 characters) is cut with '…', the suffix kept.
 */
function oneLine(doc: jsPDF, subject: string, suffix: string): string {
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  if (doc.getTextWidth(subject + suffix) <= width) return subject + suffix;
  let cut = subject;
  while (cut.length > 0 && doc.getTextWidth(`${cut}…${suffix}`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…${suffix}`;
}

/** The image's size: 500 pt wide, or less when that is taller than `maxHeight`. */
function imageSize(doc: jsPDF, dataUrl: string, maxHeight: number): { width: number; height: number } {
  const { width, height } = doc.getImageProperties(dataUrl);
  const scaled = (RECEIPT_IMAGE_WIDTH_MM * height) / width;
  return scaled <= maxHeight ? { width: RECEIPT_IMAGE_WIDTH_MM, height: scaled } : { width: (maxHeight * width) / height, height: maxHeight };
}

/**
 * Where the next image goes and how tall it may be. It stays on this page, smaller, when
 * at least 60 % of a page's height is left: otherwise the first page, under the header,
 * would stay empty whenever a tall receipt comes first.
 */
function placeImage(doc: jsPDF, dataUrl: string, y: number): { top: number; width: number; height: number } {
  const pageBottom = doc.internal.pageSize.getHeight() - BOTTOM;
  const fullPage = pageBottom - MARGIN - CAPTION_HEIGHT;
  const left = pageBottom - y - CAPTION_HEIGHT;
  const natural = imageSize(doc, dataUrl, fullPage);
  if (natural.height <= left) return { top: y, ...natural };
  if (left >= fullPage * 0.6) return { top: y, ...imageSize(doc, dataUrl, left) };
  doc.addPage("a4", "portrait");
  return { top: MARGIN, ...natural };
}

/** Starts a new page when `needed` mm do not fit below `y`; returns where to draw. */
function ensureRoom(doc: jsPDF, y: number, needed: number): number {
  if (y + needed <= doc.internal.pageSize.getHeight() - BOTTOM) return y;
  doc.addPage("a4", "portrait");
  return MARGIN;
}

function drawPlaceholder(doc: jsPDF, item: ReceiptImageItem, y: number, words: AdminPdfWords): number {
  const top = ensureRoom(doc, y, CAPTION_HEIGHT + PLACEHOLDER_HEIGHT);
  drawCaption(doc, item, top, words);
  const width = RECEIPT_IMAGE_WIDTH_MM;
  const x = (doc.internal.pageSize.getWidth() - width) / 2;
  doc
    .setDrawColor(180)
    .setFillColor(245, 243, 240)
    .rect(x, top + CAPTION_HEIGHT, width, PLACEHOLDER_HEIGHT, "FD");
  doc
    .setFont(PDF_FONT, "bold")
    .setFontSize(10)
    .text(words.t("pdf.images.failed"), x + 6, top + CAPTION_HEIGHT + 10);
  doc
    .setFont(PDF_FONT, "normal")
    .setFontSize(8)
    .setTextColor(110)
    .text(item.path, x + 6, top + CAPTION_HEIGHT + 16)
    .setTextColor(0);
  return top + CAPTION_HEIGHT + PLACEHOLDER_HEIGHT + GAP;
}

/**
 * Places one image under its caption. `placed` is false when its data is missing or jsPDF
 * cannot read it; `y` is then where the note goes (a new page may have been started).
 */
function drawImage(doc: jsPDF, item: ReceiptImageItem, y: number, words: AdminPdfWords): { placed: boolean; y: number } {
  const format = item.image ? FORMATS[item.image.contentType] : undefined;
  if (!item.image || !format) return { placed: false, y };
  const dataUrl = `data:${item.image.contentType};base64,${item.image.base64}`;
  const pages = doc.getNumberOfPages();
  try {
    const { top, width, height } = placeImage(doc, dataUrl, y);
    // The image first: if jsPDF rejects it, no caption is left behind without its image.
    doc.addImage(dataUrl, format, (doc.internal.pageSize.getWidth() - width) / 2, top + CAPTION_HEIGHT, width, height, undefined, "FAST");
    drawCaption(doc, item, top, words);
    return { placed: true, y: top + CAPTION_HEIGHT + height + GAP };
  } catch {
    return { placed: false, y: doc.getNumberOfPages() > pages ? MARGIN : y };
  }
}

/**
 * The receipt images, A4 portrait, each under a caption naming its report. An image that
 * could not be fetched or read becomes a note in its place, so the PDF is still made. In the
 * language of the admin who makes it (`words`).
 */
export function buildAdminReceiptImagesPdf(kit: PdfKit, input: ReceiptImagesInput, words: AdminPdfWords): ReceiptImagesResult {
  const doc = kit.create("portrait");
  let y = drawHeader(doc, words.t("pdf.images.title"), { ...input, reports: [] }, words);
  let loaded = 0;
  for (const item of input.items) {
    const result = drawImage(doc, item, y, words);
    y = result.placed ? result.y : drawPlaceholder(doc, item, result.y, words);
    if (result.placed) loaded += 1;
  }
  addPageNumbers(doc, undefined, pageText(words));
  return { doc, loaded, total: input.items.length };
}
