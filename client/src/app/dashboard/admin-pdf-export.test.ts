// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PdfRequest } from "@/features/admin-reports/lib/pdf-request";
import { makeReport } from "@/test/make-report";
import { generateAdminPdf } from "./admin-pdf-export";

const toast = vi.hoisted(() => vi.fn());
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock("@/components/ui/use-toast", () => ({ toast }));
vi.mock("@/lib/download", () => ({ saveBlob }));

const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIhKRhQw4mvRvputExGKxWCwWi8VisVj8N17V/Zfbjm/zaQAAAABJRU5ErkJggg==";
const OK = "/objects/uploads/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const BROKEN = "/objects/uploads/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

const request = (kind: PdfRequest["kind"]): PdfRequest => ({
  kind,
  scope: "worker",
  workerId: "00000000-0000-4000-8000-000000000001",
  startDate: "2026-03-01",
  endDate: "2026-03-31",
  filterLabel: "Erik Andersson",
  filterText: "Arbetare: Erik Andersson",
});

function serve(reports: unknown[] | null) {
  const paths: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      paths.push(url);
      if (url.startsWith("/api/time-reports")) {
        return reports ? Response.json(reports, { headers: { "X-Total-Count": String(reports.length) } }) : new Response("", { status: 500 });
      }
      const { imageUrl } = JSON.parse(String(init?.body)) as { imageUrl: string };
      return imageUrl === OK ? Response.json({ base64: PNG, contentType: "image/png" }) : Response.json({ message: "Hittades inte" }, { status: 404 });
    }),
  );
  return paths;
}

beforeEach(() => {
  toast.mockReset();
  saveBlob.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe("generateAdminPdf", () => {
  it("fetches the period under the filter, saves the PDF under its name and says 'PDF skapad'", async () => {
    const paths = serve([makeReport({ date: "2026-03-10" })]);
    await generateAdminPdf(request("time"), "2026-03-20");
    expect(paths[0]).toBe("/api/time-reports?startDate=2026-03-01&endDate=2026-03-31&workerId=00000000-0000-4000-8000-000000000001&limit=2000&offset=0");
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), "tidrapport_Erik_Andersson_2026-03-20.pdf");
    expect(toast).toHaveBeenCalledWith({ title: "PDF skapad", description: "tidrapport_Erik_Andersson_2026-03-20.pdf" });
  });

  it("says 'Inga rapporter', 'Inga kvitton' and 'Inga kvittonbilder' when there is nothing to show", async () => {
    serve([]);
    await generateAdminPdf(request("time"));
    expect(toast).toHaveBeenLastCalledWith({ title: "Inga rapporter", description: "Inga tidrapporter hittades för valda filter." });
    serve([makeReport({})]);
    await generateAdminPdf(request("receipts"));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Inga kvitton" }));
    serve([makeReport({ receiptsConfirmed: true })]);
    await generateAdminPdf(request("receiptImages"));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Inga kvittonbilder" }));
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it("says 'Kunde inte hämta tidrapporter' when the reports cannot be fetched", async () => {
    serve(null);
    await generateAdminPdf(request("time"));
    expect(toast).toHaveBeenCalledWith({ variant: "destructive", title: "Fel", description: "Kunde inte hämta tidrapporter" });
  });

  it("warns how many receipt images loaded when some fail", async () => {
    serve([makeReport({ receiptImageUrls: [OK, BROKEN] })]);
    await generateAdminPdf(request("receiptImages"), "2026-03-20");
    expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), "kvittonbilder_Erik_Andersson_2026-03-20.pdf");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "PDF skapad", description: expect.stringContaining("1 av 2 bilder kunde laddas") }));
  });
});
