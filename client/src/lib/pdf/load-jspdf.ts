import type { jsPDF } from "jspdf";
import type { UserOptions } from "jspdf-autotable";

/**
 * The family every PDF of the app writes in: Arimo, embedded, so a name prints as registered
 * whatever its letters (lib/pdf/pdf-fonts.ts). Regular, "bold" and "italic" are there.
 */
export const PDF_FONT = "Arimo";

export interface PdfKit {
  /** A new A4 document in millimetres, with the app's font embedded and chosen. */
  create(orientation: "portrait" | "landscape"): jsPDF;
  /** An autoTable in the app's font unless `options.styles` names another. */
  table(doc: jsPDF, options: UserOptions): void;
  /** The y coordinate below the last table drawn. */
  lastTableEnd(doc: jsPDF): number;
}

let loading: Promise<PdfKit> | undefined;

/**
 * Loads jspdf, jspdf-autotable and the font on first use only: they are large and most visits
 * never make a PDF. jsPDF writes only the glyphs a document uses into it.
 */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= Promise.all([import("jspdf"), import("jspdf-autotable"), import("./pdf-fonts")]).then(
    ([{ jsPDF: JsPdf }, autoTableModule, { PDF_FONT_FACES }]) => {
      const autoTable = autoTableModule.autoTable;
      return {
        create: (orientation) => {
          const doc = new JsPdf({ orientation, unit: "mm", format: "a4", compress: true });
          for (const face of PDF_FONT_FACES) {
            doc.addFileToVFS(face.file, face.base64);
            doc.addFont(face.file, PDF_FONT, face.style);
          }
          return doc.setFont(PDF_FONT, "normal");
        },
        table: (doc, options) => {
          autoTable(doc, { ...options, styles: { font: PDF_FONT, ...options.styles } });
        },
        lastTableEnd: (doc) => (doc as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 20,
      };
    },
  );
  return loading;
}
