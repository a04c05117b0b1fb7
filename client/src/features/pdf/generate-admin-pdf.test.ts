// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import type { ExpenseList, TimeReport, UtlaggExpense } from "@shared/types";
import { buildTimeReport } from "@tests/support/builders";
import type { AdminPdfRequest } from "@/lib/pdf/admin-pdf-request";
import { catchDownloads, type CaughtDownload } from "@/test/downloads";
import { buildOutlay } from "@/test/expense-builders";
import { mockApi } from "@/test/msw";
import { pdfText } from "@/test/pdf-text";
import { shownToast } from "@/test/toasts";
import { generateAdminPdf } from "./generate-admin-pdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";

const SWEDISH = adminPdfWordsIn("sv");

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

/**
 * The period's reports (null: the list fails), its utlägg in pages of the given sizes (null:
 * the list fails) and the receipt images, of which only OK loads.
 */
function serve(reports: TimeReport[] | null, outlays: UtlaggExpense[] | null = [], pageSizes: number[] = [outlays?.length ?? 0]) {
  const { calls } = mockApi(
    http.get("/api/time-reports", () =>
      reports ? HttpResponse.json(reports, { headers: { "X-Total-Count": String(reports.length) } }) : new HttpResponse(null, { status: 500 }),
    ),
    http.get("/api/expenses", ({ request }) => {
      if (!outlays) return new HttpResponse(null, { status: 500 });
      // The cursor is the index of the next page: the client only sends back what it was given.
      const page = Number(new URL(request.url).searchParams.get("cursor") ?? "0");
      const start = pageSizes.slice(0, page).reduce((a, b) => a + b, 0);
      const body: ExpenseList = {
        items: outlays.slice(start, start + pageSizes[page]),
        nextCursor: page + 1 < pageSizes.length ? String(page + 1) : null,
      };
      return HttpResponse.json(body);
    }),
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
    await generateAdminPdf(request("time"), SWEDISH, "2026-03-20");
    expect(calls[0].path).toBe("/api/time-reports?startDate=2026-03-01&endDate=2026-03-31&workerId=00000000-0000-4000-8000-000000000001&limit=2000");
    expect(names()).toEqual(["tidrapport_Erik_Andersson_2026-03-20.pdf"]);
    expect(downloads[0].blob.type).toBe("application/pdf");
    expect(shownToast()).toEqual({ title: "PDF skapad", description: "tidrapport_Erik_Andersson_2026-03-20.pdf" });
  });

  it("says 'Inga rapporter', 'Inga kvitton' and 'Inga kvittonbilder' when there is nothing to show", async () => {
    serve([]);
    await generateAdminPdf(request("time"), SWEDISH);
    expect(shownToast()).toEqual({ title: "Inga rapporter", description: "Inga tidrapporter hittades för valda filter." });
    serve([buildTimeReport({})]);
    await generateAdminPdf(request("receipts"), SWEDISH);
    expect(shownToast()).toEqual(expect.objectContaining({ title: "Inga kvitton" }));
    serve([buildTimeReport({ receiptsConfirmed: true })]);
    await generateAdminPdf(request("receiptImages"), SWEDISH);
    expect(shownToast()).toEqual(expect.objectContaining({ title: "Inga kvittonbilder" }));
    expect(downloads).toEqual([]);
  });

  it("says 'Kunde inte hämta tidrapporter' when the reports cannot be fetched", async () => {
    serve(null);
    await generateAdminPdf(request("time"), SWEDISH);
    expect(shownToast()).toEqual({ variant: "destructive", title: "Fel", description: "Kunde inte hämta tidrapporter" });
  });

  it("warns how many receipt images loaded when some fail", async () => {
    serve([buildTimeReport({ receiptImageUrls: [OK, BROKEN] })]);
    await generateAdminPdf(request("receiptImages"), SWEDISH, "2026-03-20");
    expect(names()).toEqual(["kvittonbilder_Erik_Andersson_2026-03-20.pdf"]);
    expect(shownToast()).toEqual(expect.objectContaining({ title: "PDF skapad", description: expect.stringContaining("1 av 2 bilder kunde laddas") }));
  });

  it("counts one receipt image in the singular", async () => {
    serve([buildTimeReport({ receiptImageUrls: [OK] })]);
    await generateAdminPdf(request("receiptImages"), SWEDISH, "2026-03-20");
    expect(shownToast()).toEqual({ title: "PDF skapad", description: "kvittonbilder_Erik_Andersson_2026-03-20.pdf (1 bild)" });
  });

  it("fetches the period's utlägg page by page for the receipts PDF, and makes it from utlägg alone", async () => {
    const outlays = [buildOutlay({ description: "Bygglim och skruv" }), buildOutlay({ date: "2026-03-20", description: "Sågklingor" })];
    const calls = serve([buildTimeReport({})], outlays, [1, 1]);
    await generateAdminPdf(request("receipts"), SWEDISH, "2026-03-20");
    const fetched = calls.filter((c) => c.url.pathname === "/api/expenses").map((c) => c.path);
    expect(fetched).toEqual([
      "/api/expenses?kind=utlagg&startDate=2026-03-01&endDate=2026-03-31&workerId=00000000-0000-4000-8000-000000000001&limit=500",
      "/api/expenses?kind=utlagg&startDate=2026-03-01&endDate=2026-03-31&workerId=00000000-0000-4000-8000-000000000001&limit=500&cursor=1",
    ]);
    expect(names()).toEqual(["kvitton_Erik_Andersson_2026-03-20.pdf"]);
    const text = await pdfText(downloads[0].blob);
    expect(text).toContain("Bygglim och skruv");
    expect(text).toContain("Sågklingor");
  });

  it("keeps only the project's utlägg under a project filter, and says 'Inga kvitton' when none is left", async () => {
    const project = { id: "00000000-0000-4000-a000-000000000001", projectNumber: "P-2026-001", title: "Villa Solsidan" };
    serve([], [buildOutlay({ description: "Annat bygge" })]);
    await generateAdminPdf({ ...request("receipts"), scope: "project", workerId: undefined, projectId: project.id }, SWEDISH);
    expect(shownToast()).toEqual({ title: "Inga kvitton", description: "Inga rapporter eller utlägg med kvitton hittades för valda filter." });

    const calls = serve([], [buildOutlay({ description: "Annat bygge" }), buildOutlay({ description: "Villans altan", project, projectId: project.id })]);
    await generateAdminPdf({ ...request("receipts"), scope: "project", workerId: undefined, projectId: project.id }, SWEDISH);
    expect(calls.find((c) => c.url.pathname === "/api/expenses")?.url.searchParams.has("workerId")).toBe(false);
    const text = await pdfText(downloads[0].blob);
    expect(text).toContain("Villans altan");
    expect(text).not.toContain("Annat bygge");
  });

  it("fetches the utlägg's receipt images through the image proxy, after the reports'", async () => {
    const calls = serve([buildTimeReport({ receiptImageUrls: [OK] })], [buildOutlay({ receiptImageUrls: [BROKEN, OK] })]);
    await generateAdminPdf(request("receiptImages"), SWEDISH, "2026-03-20");
    const proxied = calls.filter((c) => c.path === "/api/proxy-image-base64").map((c) => (c.body as { imageUrl: string }).imageUrl);
    expect(proxied.sort()).toEqual([OK, OK, BROKEN].sort());
    expect(shownToast()).toEqual(expect.objectContaining({ description: expect.stringContaining("2 av 3 bilder kunde laddas") }));
    const text = await pdfText(downloads[0].blob);
    expect(text).toContain("Bygglim och skruv, Beijer · Kvitto 1 av 2");
    // The report's receipt (captioned with its project) comes first.
    expect(text.indexOf("P-2025-001")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("P-2025-001")).toBeLessThan(text.indexOf("Bygglim"));
  });

  it("makes no receipts PDF without the utlägg: says 'Kunde inte hämta utlägg'; the time report never asks for them", async () => {
    serve([buildTimeReport({ receiptsConfirmed: true })], null);
    await generateAdminPdf(request("receipts"), SWEDISH);
    expect(shownToast()).toEqual({ variant: "destructive", title: "Fel", description: "Kunde inte hämta utlägg" });
    expect(downloads).toEqual([]);
    const calls = serve([buildTimeReport({})], null);
    const before = calls.length;
    await generateAdminPdf(request("time"), SWEDISH);
    expect(calls.slice(before).some((c) => c.url.pathname === "/api/expenses")).toBe(false);
    expect(shownToast()).toEqual(expect.objectContaining({ title: "PDF skapad" }));
  });
});
