import type { jsPDF } from "jspdf";
import type { UserOptions } from "jspdf-autotable";

export interface PdfKit {
  /** A new document. jsPDF's built-in Helvetica covers å, ä and ö (WinAnsi), so no font is embedded. */
  create(orientation: "portrait" | "landscape"): jsPDF;
  table(doc: jsPDF, options: UserOptions): void;
  /** The y coordinate below the last table drawn. */
  lastTableEnd(doc: jsPDF): number;
}

let loading: Promise<PdfKit> | undefined;

/** Loads jspdf and jspdf-autotable on first use only: they are large and most visits never make a PDF. */
export function loadPdfKit(): Promise<PdfKit> {
  loading ??= Promise.all([import("jspdf"), import("jspdf-autotable")]).then(([{ jsPDF: JsPdf }, autoTableModule]) => {
    const autoTable = autoTableModule.autoTable;
    return {
      create: (orientation) => new JsPdf({ orientation, unit: "mm", format: "a4" }),
      table: (doc, options) => {
        autoTable(doc, options);
      },
      lastTableEnd: (doc) => (doc as jsPDF & { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 20,
    };
  });
  return loading;
}
