import { todayIn } from "@shared/dates";
import { adminPdfFileName, type AdminPdfPrefix } from "@shared/domain";
import type { ImageBase64, TimeReport, UtlaggExpense } from "@shared/types";
import { getAllOutlays } from "@/api/expenses/get-all-outlays";
import { getAllTimeReports } from "@/api/time-reports/get-all-time-reports";
import { getImageBase64 } from "@/api/uploads/get-image-base64";
import { toast, type ToastInput } from "@/components/ui/use-toast";
import { saveBlob } from "@/lib/download";
import type { AdminPdfKind, AdminPdfRequest } from "@/lib/pdf/admin-pdf-request";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import type { AdminPdfInput, AdminPdfWords } from "./admin-pdf-common";
import { buildAdminReceiptImagesPdf, receiptImageItems, type ReceiptImageItem } from "./admin-receipt-images-pdf";
import { buildAdminReceiptsPdf, hasReceipts } from "./admin-receipts-pdf";
import { buildAdminTimeReportPdf } from "./admin-time-report-pdf";

/** At most this many images are fetched at once: enough to be quick, few enough for the server. */
const IMAGE_CONCURRENCY = 4;

const PREFIXES: Record<AdminPdfKind, AdminPdfPrefix> = { time: "tidrapport", receipts: "kvitton", receiptImages: "kvittonbilder" };

/** Nothing to show for the filter: `pdf.empty.<kind>` and its text. */
const emptyToast = ({ t }: AdminPdfWords, kind: AdminPdfKind): ToastInput => ({ title: t(`pdf.empty.${kind}`), description: t(`pdf.empty.${kind}Text`) });

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

/** What a PDF is made from: the period's reports and, for the receipts PDFs, its utlägg. */
interface PdfData {
  reports: TimeReport[];
  outlays: UtlaggExpense[];
}

/** Each receipt image fetched; one that fails becomes null, and a note in the PDF. */
function fetchImages({ reports, outlays }: PdfData, words: AdminPdfWords): Promise<ReceiptImageItem[]> {
  return mapLimit(receiptImageItems(reports, outlays, words), IMAGE_CONCURRENCY, async (item) => {
    const image: ImageBase64 | null = await getImageBase64(item.path).catch(() => null);
    return { ...item, image };
  });
}

/** Builds the requested PDF and saves it; the answer is the toast to show. */
async function buildAndSave(request: AdminPdfRequest, data: PdfData, fileName: string, words: AdminPdfWords): Promise<ToastInput> {
  const { t } = words;
  const input: AdminPdfInput = { reports: data.reports, startDate: request.startDate, endDate: request.endDate, filterText: request.filterText };
  if (request.kind === "receiptImages") {
    const items = await fetchImages(data, words);
    const kit = await loadPdfKit();
    const { doc, loaded, total } = buildAdminReceiptImagesPdf(kit, { ...input, items }, words);
    saveBlob(doc.output("blob"), fileName);
    if (loaded < total) {
      // One toast at a time: the warning rides on the success message.
      return { title: t("pdf.toast.done"), description: t("pdf.toast.someImages", { loaded, total, fileName }) };
    }
    return { title: t("pdf.toast.done"), description: t("pdf.toast.images", { fileName, total }) };
  }
  const kit = await loadPdfKit();
  const doc = request.kind === "time" ? buildAdminTimeReportPdf(kit, input, words) : buildAdminReceiptsPdf(kit, { ...input, outlays: data.outlays }, words);
  saveBlob(doc.output("blob"), fileName);
  return { title: t("pdf.toast.done"), description: fileName };
}

function hasContent(kind: AdminPdfKind, { reports, outlays }: PdfData, words: AdminPdfWords): boolean {
  if (kind === "time") return reports.length > 0;
  if (kind === "receipts") return reports.some(hasReceipts) || outlays.length > 0;
  return receiptImageItems(reports, outlays, words).length > 0;
}

/**
 * The period's utlägg for the receipts PDFs (docs/product-rules.md §16), under the same filter:
 * the worker's by the API, the project's here, since the list has no project filter.
 */
async function outlaysFor(request: AdminPdfRequest): Promise<UtlaggExpense[]> {
  if (request.kind === "time") return [];
  const outlays = await getAllOutlays({ startDate: request.startDate, endDate: request.endDate, workerId: request.workerId });
  return request.projectId ? outlays.filter((e) => e.projectId === request.projectId) : outlays;
}

/**
 * One admin PDF, start to finish: fetch the period's reports (and utlägg) under the filter, check there
 * is something to show, build the document in the browser and save it, and say how it went.
 * The admin's reports screen hands the request over, with the words of the admin's language
 * (`useAdminPdfWords`); the data comes from the api modules.
 */
export async function generateAdminPdf(request: AdminPdfRequest, words: AdminPdfWords, today: string = todayIn()): Promise<void> {
  const { t } = words;
  let reports: TimeReport[];
  let outlays: UtlaggExpense[];
  try {
    reports = await getAllTimeReports({
      startDate: request.startDate,
      endDate: request.endDate,
      workerId: request.workerId,
      projectId: request.projectId,
      status: undefined,
    });
  } catch {
    toast({ variant: "destructive", title: t("pdf.toast.error"), description: t("pdf.toast.reportsFailed") });
    return;
  }
  try {
    outlays = await outlaysFor(request);
  } catch {
    // A receipts PDF without the period's utlägg would look complete and not be.
    toast({ variant: "destructive", title: t("pdf.toast.error"), description: t("pdf.toast.outlaysFailed") });
    return;
  }
  const data = { reports, outlays };
  if (!hasContent(request.kind, data, words)) {
    toast(emptyToast(words, request.kind));
    return;
  }
  try {
    toast(await buildAndSave(request, data, adminPdfFileName(PREFIXES[request.kind], request.filterLabel, today), words));
  } catch {
    toast({ variant: "destructive", title: t("pdf.toast.failed"), description: t("pdf.toast.failedText") });
  }
}
