// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import type { TimeReport } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import type { AdminPdfRequest } from "@/lib/pdf/admin-pdf-request";
import { catchDownloads, type CaughtDownload } from "@/test/downloads";
import { mockApi } from "@/test/msw";
import { shownToast } from "@/test/toasts";
import { generateAdminPdf } from "./generate-admin-pdf";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/Zfbjm/zaQAAAABJRU5ErkJggg==";
const OK = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const BROKEN = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const request = (kind: AdminPdfRequest["kind"]): AdminPdfRequest => ({
  kind,
  scope: "worker",
  workerId: "00000000-0000-4000-8000-000000000001",
  startDate: "2026-03-01",
  endDate: "2026-03-31",
  filterLabel: "Erik Andersson",
  filterText: "Arbetare: Erik Andersson",
});

/** The period's reports (null: the list fails) and the receipt images, of which only OK loads. */
function serve(reports: TimeReport[] | null) {
  const { calls } = mockApi(
    http.get("/api/time-reports", () =>
      reports ? HttpResponse.json(reports, { headers: { "X-Total-Count": String(reports.length) } }) : new HttpResponse(null, { status: 500 }),
    ),
    http.post("/api/proxy-image-base64", async ({ request }) => {
      const { imageUrl } = (await request.json()) as { imageUrl: string };
      return imageUrl === OK ? HttpResponse.json({ base64: PNG, contentType: "image/png" }) : HttpResponse.json({ message: "Hittades inte" }, { status: 404 });
    }),
  );
  return calls;
}

let downloads: CaughtDownload[];
beforeEach(() => {
  vi.restoreAllMocks();
  resetToasts();
  downloads = catchDownloads();
});

const names = () => downloads.map((d) => d.fileName);

describe("generateAdminPdf", () => {
  it("fetches the period under the filter, saves the PDF under its name and says 'PDF skapad'", async () => {
    const calls = serve([buildTimeReport({ date: "2026-03-10" })]);
    await generateAdminPdf(request("time"), "2026-03-20");
    expect(calls[0].path).toBe("/api/time-reports?startDate=2026-03-01&endDate=2026-03-31&workerId=00000000-0000-4000-8000-000000000001&limit=2000");
    expect(names()).toEqual(["tidrapport_Erik_Andersson_2026-03-20.pdf"]);
    expect(downloads[0].blob.type).toBe("application/pdf");
    expect(shownToast()).toEqual({ title: "PDF skapad", description: "tidrapport_Erik_Andersson_2026-03-20.pdf" });
  });

  it("says 'Inga rapporter', 'Inga kvitton' and 'Inga kvittonbilder' when there is nothing to show", async () => {
    serve([]);
    await generateAdminPdf(request("time"));
    expect(shownToast()).toEqual({ title: "Inga rapporter", description: "Inga tidrapporter hittades för valda filter." });
    serve([buildTimeReport({})]);
    await generateAdminPdf(request("receipts"));
    expect(shownToast()).toEqual(expect.objectContaining({ title: "Inga kvitton" }));
    serve([buildTimeReport({ receiptsConfirmed: true })]);
    await generateAdminPdf(request("receiptImages"));
    expect(shownToast()).toEqual(expect.objectContaining({ title: "Inga kvittonbilder" }));
    expect(downloads).toEqual([]);
  });

  it("says 'Kunde inte hämta tidrapporter' when the reports cannot be fetched", async () => {
    serve(null);
    await generateAdminPdf(request("time"));
    expect(shownToast()).toEqual({ variant: "destructive", title: "Fel", description: "Kunde inte hämta tidrapporter" });
  });

  it("warns how many receipt images loaded when some fail", async () => {
    serve([buildTimeReport({ receiptImageUrls: [OK, BROKEN] })]);
    await generateAdminPdf(request("receiptImages"), "2026-03-20");
    expect(names()).toEqual(["kvittonbilder_Erik_Andersson_2026-03-20.pdf"]);
    expect(shownToast()).toEqual(expect.objectContaining({ title: "PDF skapad", description: expect.stringContaining("1 av 2 bilder kunde laddas") }));
  });

  it("counts one receipt image in the singular", async () => {
    serve([buildTimeReport({ receiptImageUrls: [OK] })]);
    await generateAdminPdf(request("receiptImages"), "2026-03-20");
    expect(shownToast()).toEqual({ title: "PDF skapad", description: "kvittonbilder_Erik_Andersson_2026-03-20.pdf (1 bild)" });
  });
});
