import bold from "./fonts/Arimo-Bold.ttf?inline";
import italic from "./fonts/Arimo-Italic.ttf?inline";
import regular from "./fonts/Arimo-Regular.ttf?inline";

/**
 * Arimo (SIL Open Font License 1.1, fonts/OFL.txt), the faces the PDFs use: Latin with
 * Extended-A, -B and Additional, Greek and Cyrillic, so 'Łukasz Wiśniewski', 'Jūratė Žukauskienė'
 * and 'Dvořák' print as registered; its widths are Helvetica's, so the layouts drawn for
 * Helvetica still fit (docs/decisions/2026-11-29-pdf-font.md). The files are cut to those
 * letters by `npm run fonts:pdf` and come inlined, base64, into this module's own chunk
 * (`vendor-pdf-fonts`), which loadPdfKit imports only when a PDF is made.
 */
export interface PdfFontFace {
  /** The file's name in the document's virtual file system. */
  file: string;
  style: "normal" | "bold" | "italic";
  /** The TrueType file, base64: jsPDF's addFileToVFS takes it as it is. */
  base64: string;
}

const base64Of = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(",") + 1);

export const PDF_FONT_FACES: readonly PdfFontFace[] = [
  { file: "Arimo-Regular.ttf", style: "normal", base64: base64Of(regular) },
  { file: "Arimo-Bold.ttf", style: "bold", base64: base64Of(bold) },
  { file: "Arimo-Italic.ttf", style: "italic", base64: base64Of(italic) },
];
