import { todayIn } from "@shared/dates";
import { countOf } from "@shared/domain";
import type { ImageBase64, TimeReport } from "@shared/types";
import { getAllTimeReports } from "@/api/time-reports/get-all-time-reports";
import { getImageBase64 } from "@/api/uploads/get-image-base64";
import { toast, type ToastInput } from "@/components/ui/use-toast";
import { saveBlob } from "@/lib/download";
import type { AdminPdfKind, AdminPdfRequest } from "@/lib/pdf/admin-pdf-request";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfFileName, type AdminPdfInput, type AdminPdfPrefix } from "./admin-pdf-common";
import { buildAdminReceiptImagesPdf, receiptImageItems, type ReceiptImageItem } from "./admin-receipt-images-pdf";
import { buildAdminReceiptsPdf, hasReceipts } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";

/** At most this many images are fetched at once: enough to be quick, few enough for the server. */
const IMAGE_CONCURRENCY = 4;

const PREFIXES: Record<AdminPdfKind, AdminPdfPrefix> = { time: "tidrapport", receipts: "kvitton", receiptImages: "kvittonbilder" };

const EMPTY: Record<AdminPdfKind, ToastInput> = {
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
    const image: ImageBase64 | null = await getImageBase64(item.path).catch(() => null);
    return { ...item, image };
  });
}

/** Builds the requested PDF and saves it; the answer is the toast to show. */
async function buildAndSave(request: AdminPdfRequest, reports: TimeReport[], fileName: string): Promise<ToastInput> {
  const input: AdminPdfInput = { reports, startDate: request.startDate, endDate: request.endDate, filterText: request.filterText };
  if (request.kind === "receiptImages") {
    const items = await fetchImages(reports);
    const kit = await loadPdfKit();
    const { doc, loaded, total } = buildAdminReceiptImagesPdf(kit, { ...input, items });
    saveBlob(doc.output("blob"), fileName);
    if (loaded < total) {
      // One toast at a time: the warning rides on the success message.
      return {
        title: "PDF skapad",
        description: `Varning: ${loaded} av ${countOf(total, "bild", "bilder")} kunde laddas. De övriga har ersatts med en notering i ${fileName}.`,
      };
    }
    return { title: "PDF skapad", description: `${fileName} (${countOf(total, "bild", "bilder")})` };
  }
  const kit = await loadPdfKit();
  const doc = request.kind === "time" ? buildAdminTimeReportPdf(kit, input) : buildAdminReceiptsPdf(kit, input);
  saveBlob(doc.output("blob"), fileName);
  return { title: "PDF skapad", description: fileName };
}

function hasContent(kind: AdminPdfKind, reports: TimeReport[]): boolean {
  if (kind === "time") return reports.length > 0;
  if (kind === "receipts") return reports.some(hasReceipts);
  return receiptImageItems(reports).length > 0;
}

/**
 * One admin PDF, start to finish: fetch the period's reports under the filter, check there
 * is something to show, build the document in the browser and save it, and say how it went.
 * The admin's reports screen hands the request over; the data comes from the api modules.
 */
export async function generateAdminPdf(request: AdminPdfRequest, today: string = todayIn()): Promise<void> {
  let reports: TimeReport[];
  try {
    reports = await getAllTimeReports({
      startDate: request.startDate,
      endDate: request.endDate,
      workerId: request.workerId,
      projectId: request.projectId,
      status: undefined,
    });
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
