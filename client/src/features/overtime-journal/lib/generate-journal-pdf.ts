import { journalFileName } from "@shared/domain";
import type { OvertimeJournal } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { saveBlob } from "@/lib/download";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { buildOvertimeJournalPdf } from "./journal-pdf";

/** Builds the journal's PDF in the browser (jspdf loaded only now), saves it, and says how it went. */
export async function generateJournalPdf(journal: OvertimeJournal): Promise<void> {
  try {
    const kit = await loadPdfKit();
    const fileName = journalFileName(journal.year, "pdf");
    saveBlob(buildOvertimeJournalPdf(kit, journal).output("blob"), fileName);
    toast({ title: "PDF skapad", description: fileName });
  } catch {
    toast({ variant: "destructive", title: "Fel vid PDF-generering", description: "Kunde inte skapa PDF-filen" });
  }
}
