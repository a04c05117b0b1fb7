import { journalFileName } from "@shared/domain";
import type { OvertimeJournal } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { saveBlob } from "@/lib/download";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import type { JournalWords } from "./journal-format";
import { buildOvertimeJournalPdf } from "./journal-pdf";

/** Builds the journal's PDF in the browser (jspdf loaded only now), saves it, and says how it went. */
export async function generateJournalPdf(journal: OvertimeJournal, words: JournalWords): Promise<void> {
  const { t } = words;
  try {
    const kit = await loadPdfKit();
    const fileName = journalFileName(journal.year, "pdf");
    saveBlob(buildOvertimeJournalPdf(kit, journal, words).output("blob"), fileName);
    toast({ title: t("payroll.pdf.done"), description: fileName });
  } catch {
    toast({ variant: "destructive", title: t("payroll.pdf.error"), description: t("payroll.pdf.failed") });
  }
}
