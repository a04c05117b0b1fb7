import { ledgerFileName } from "@shared/domain";
import type { LedgerExportBody } from "@shared/validation/ledger";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { saveBlob } from "@/lib/download";
import { controlQuery, type ControlFilter } from "@/lib/ledger/control-filter";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { buildControlPdf, type ControlPdfInput } from "./control-pdf";

/**
 * 'Skriv ut / PDF': builds the PDF in the browser (jsPDF loads now, on the tap), saves it, then
 * tells the server, whose event log records each export (docs/product-rules.md §15).
 */
export async function makeControlPdf(input: ControlPdfInput, filter: ControlFilter, record: (body: LedgerExportBody) => Promise<unknown>): Promise<void> {
  let fileName: string;
  try {
    const kit = await loadPdfKit();
    const doc = buildControlPdf(kit, input);
    fileName = ledgerFileName(input.header.site.name, filter.from, filter.to, "pdf");
    saveBlob(doc.output("blob"), fileName);
  } catch {
    toast({ variant: "destructive", title: "Fel vid PDF-generering", description: LEDGER_MSG.pdfFailed });
    return;
  }
  try {
    await record({ format: "pdf", ...controlQuery(filter), rows: input.rows.length });
    toast({ title: LEDGER_MSG.pdfMade, description: fileName });
  } catch (error) {
    toast({ variant: "destructive", title: LEDGER_MSG.exportNotLogged, description: errorMessage(error, "Försök igen om en stund.") });
  }
}
