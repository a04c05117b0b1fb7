import { todayIn } from "@shared/dates";
import type { TimeReport } from "@shared/types";
import { toast, type ToastInput } from "@/components/ui/use-toast";
import { fetchAllReports, fetchImageBase64, type ImageData } from "@/features/admin-reports/api/fetch-export-data";
import type { PdfRequest } from "@/features/admin-reports/lib/pdf-request";
import { adminPdfFileName, type AdminPdfInput, type AdminPdfPrefix } from "@/features/pdf/admin-pdf-common";
import { buildAdminReceiptImagesPdf, receiptImageItems, type ReceiptImageItem } from "@/features/pdf/admin-receipt-images-pdf";
import { buildAdminReceiptsPdf, hasReceipts } from "@/features/pdf/admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "@/features/pdf/admin-time-report-pdf";
import { saveBlob } from "@/lib/download";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";

/** At most this many images are fetched at once: enough to be quick, few enough for the server. */
const IMAGE_CONCURRENCY = 4;

const PREFIXES: Record<PdfRequest["kind"], AdminPdfPrefix> = { time: "tidrapport", receipts: "kvitton", receiptImages: "kvittonbilder" };

const EMPTY: Record<PdfRequest["kind"], ToastInput> = {
  time: { title: "Inga rapporter", description: "Inga tidrapporter hittades för valda filter." },
  receipts: { title: "Inga kvitton", description: "Inga rapporter med kvitton hittades för valda filter." },
  receiptImages: { title: "Inga kvittonbilder", description: "Inga uppladdade kvittobilder hittades för valda filter." },
};

/** Runs `work` on every item, `limit` at a time, keeping the order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  });
  await Promise.all(runners);
  return results;
}

/** Each receipt image fetched; one that fails becomes null, and a note in the PDF. */
function fetchImages(reports: TimeReport[]): Promise<ReceiptImageItem[]> {
  return mapLimit(receiptImageItems(reports), IMAGE_CONCURRENCY, async (item) => {
    const image: ImageData | null = await fetchImageBase64(item.path).catch(() => null);
    return { ...item, image };
  });
}

/** Builds the requested PDF and saves it; the answer is the toast to show. */
async function buildAndSave(request: PdfRequest, reports: TimeReport[], fileName: string): Promise<ToastInput> {
  const input: AdminPdfInput = { reports, startDate: request.startDate, endDate: request.endDate, filterText: request.filterText };
  if (request.kind === "receiptImages") {
    const items = await fetchImages(reports);
    const kit = await loadPdfKit();
    const { doc, loaded, total } = buildAdminReceiptImagesPdf(kit, { ...input, items });
    saveBlob(doc.output("blob"), fileName);
    if (loaded < total) {
      // One toast at a time: the warning rides on the success message.
      return { title: "PDF skapad", description: `Varning: ${loaded} av ${total} bilder kunde laddas. De övriga har ersatts med en notering i ${fileName}.` };
    }
    return { title: "PDF skapad", description: `${fileName} (${total} bilder)` };
  }
  const kit = await loadPdfKit();
  const doc = request.kind === "time" ? buildAdminTimeReportPdf(kit, input) : buildAdminReceiptsPdf(kit, input);
  saveBlob(doc.output("blob"), fileName);
  return { title: "PDF skapad", description: fileName };
}

function hasContent(kind: PdfRequest["kind"], reports: TimeReport[]): boolean {
  if (kind === "time") return reports.length > 0;
  if (kind === "receipts") return reports.some(hasReceipts);
  return receiptImageItems(reports).length > 0;
}

/**
 * One admin PDF, start to finish: fetch the period's reports under the filter, check there
 * is something to show, build the document in the browser and save it, and say how it went.
 * Lives in the app layer because it joins two features (admin-reports' data, pdf's builders).
 */
export async function generateAdminPdf(request: PdfRequest, today: string = todayIn()): Promise<void> {
  let reports: TimeReport[];
  try {
    reports = await fetchAllReports({ startDate: request.startDate, endDate: request.endDate, workerId: request.workerId, projectId: request.projectId, status: undefined });
  } catch {
    toast({ variant: "destructive", title: "Fel", description: "Kunde inte hämta tidrapporter" });
    return;
  }
  if (!hasContent(request.kind, reports)) {
    toast(EMPTY[request.kind]);
    return;
  }
  try {
    toast(await buildAndSave(request, reports, adminPdfFileName(PREFIXES[request.kind], request.filterLabel, today)));
  } catch {
    toast({ variant: "destructive", title: "Fel vid PDF-generering", description: "Kunde inte skapa PDF-filen" });
  }
}
