// @vitest-environment jsdom
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildSite } from "@tests/support/builders";
import { resetToasts } from "@/components/ui/use-toast";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { catchDownloads, type CaughtDownload } from "@/test/downloads";
import { mockApi } from "@/test/msw";
import { buildPayrollSettings } from "@/test/payroll-handlers";
import { pdfPageOperators, pdfText } from "@/test/pdf-text";
import { shownToast } from "@/test/toasts";
import { printSitePoster } from "./print-site-poster";
import { buildSitePosterPdf, POSTER_INSTRUCTION } from "./site-poster-pdf";
import { createQrCode } from "@/lib/qr-code";
import { checkinUrl } from "./site-text";

const site = buildSite({ name: "Kv. Ängsbacken, hus B", address: "Östra Järnvägsgatan 12, Västerås", skvId: "SKV-2026-00417", builderName: "Brf Åkerhöjden" });
const URL_OF_SITE = checkinUrl("https://tidrapport.example.se", site.id);
const company = { name: "Öbergs Bygg AB", orgNumber: "556677-8899" };

/** The runs of dark modules, row by row: what the poster draws as one filled rectangle each. */
function darkRuns({ size, data }: { size: number; data: Uint8Array }): number {
  let runs = 0;
  for (let i = 0; i < size * size; i++) if (data[i] && (i % size === 0 || !data[i - 1])) runs++;
  return runs;
}

/** The filled rectangles of a jsPDF document's page operators. */
const filledRects = (raw: string) => raw.match(/ re\nf\n/g)?.length ?? 0;

/** How wide the code is drawn, in mm: from the leftmost to the rightmost module, the full-width top band left out. */
function codeWidthMm(raw: string): number {
  const rects = [...raw.matchAll(/([\d.]+) [\d.-]+ ([\d.]+) [\d.-]+ re\nf\n/g)].map((m) => [Number(m[1]), Number(m[2])]).filter(([, w]) => w < 500);
  const left = Math.min(...rects.map(([x]) => x));
  const right = Math.max(...rects.map(([x, w]) => x + w));
  return ((right - left) * 25.4) / 72;
}

describe("the site's QR code", () => {
  it("holds the site's check-in address, byte for byte", async () => {
    const qr = await createQrCode(URL_OF_SITE);
    expect(URL_OF_SITE).toBe(`https://tidrapport.example.se/checkin/${site.id}`);
    const held = qr.segments.map((s) => (typeof s.data === "string" ? s.data : new TextDecoder().decode(s.data))).join("");
    expect(held).toBe(URL_OF_SITE);
    expect(qr.errorCorrectionLevel.bit).toBe(3); // Q
  });
});

describe("buildSitePosterPdf", () => {
  it("is one A4 portrait page with the site, the instruction, the address written out, the ID, byggherre and our company", async () => {
    const [kit, qr] = await Promise.all([loadPdfKit(), createQrCode(URL_OF_SITE)]);
    const doc = buildSitePosterPdf(kit, qr, { site, company, url: URL_OF_SITE, printedOn: "2026-11-18" });
    expect(doc.getNumberOfPages()).toBe(1);
    expect([Math.round(doc.internal.pageSize.getWidth()), Math.round(doc.internal.pageSize.getHeight())]).toEqual([210, 297]);
    const text = (await pdfText(doc.output("arraybuffer"))).replace(/\s+/g, " ");
    for (const expected of [
      "PERSONALLIGGARE",
      "Kv. Ängsbacken, hus B",
      "Östra Järnvägsgatan 12, Västerås",
      POSTER_INSTRUCTION,
      URL_OF_SITE,
      "SKV-2026-00417",
      "Brf Åkerhöjden, 556677-8899",
      "Öbergs Bygg AB, 556677-8899",
      "Utskriven 2026-11-18",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("draws every dark module of the code: one filled rectangle per dark run, beside the top band", async () => {
    const [kit, qr] = await Promise.all([loadPdfKit(), createQrCode(URL_OF_SITE)]);
    const doc = buildSitePosterPdf(kit, qr, { site, company, url: URL_OF_SITE, printedOn: "2026-11-18" });
    const raw = pdfPageOperators(doc.output("arraybuffer"));
    expect(darkRuns(qr.modules)).toBeGreaterThan(200);
    expect(filledRects(raw)).toBe(darkRuns(qr.modules) + 1);
  });

  it("draws the code 13 cm wide, and smaller when a long name and address need the room, still on one page", async () => {
    const [kit, qr] = await Promise.all([loadPdfKit(), createQrCode(URL_OF_SITE)]);
    const raw = (doc: ReturnType<typeof buildSitePosterPdf>) => pdfPageOperators(doc.output("arraybuffer"));
    const usual = buildSitePosterPdf(kit, qr, { site, company, url: URL_OF_SITE, printedOn: "2026-11-18" });
    expect(codeWidthMm(raw(usual))).toBeCloseTo(130, 0);

    const long = {
      ...site,
      name: "Kvarteret Ängsbacken, hus B, C och D – Östra Järnvägsgatan, nybyggnad av flerbostadshus med garage och förskola",
      address: "Östra Järnvägsgatan 12–18 samt Västra Ringvägen 4, fastighet Ängsbacken 3:14, 722 15 Västerås kommun",
    };
    const crowded = buildSitePosterPdf(kit, qr, { site: long, company, url: URL_OF_SITE, printedOn: "2026-11-18" });
    expect(crowded.getNumberOfPages()).toBe(1);
    expect(codeWidthMm(raw(crowded))).toBeLessThan(120);
    expect(codeWidthMm(raw(crowded))).toBeGreaterThan(90);
    expect((await pdfText(crowded.output("arraybuffer"))).replace(/\s+/g, " ")).toContain("Öbergs Bygg AB, 556677-8899");
  });

  it("prints the site's, byggherre's and our company's names as registered, letters outside Windows-1252 too", async () => {
    const [kit, qr] = await Promise.all([loadPdfKit(), createQrCode(URL_OF_SITE)]);
    const named = { ...site, name: "Bostäder Dvořák, hus Ż", builderName: "Jūratė Žukauskienė" };
    const doc = buildSitePosterPdf(kit, qr, {
      site: named,
      company: { name: "Łukasz Wiśniewski Bygg", orgNumber: "556677-8899" },
      url: URL_OF_SITE,
      printedOn: "2026-11-18",
    });
    const text = (await pdfText(doc.output("arraybuffer"))).replace(/\s+/g, " ");
    for (const name of ["Bostäder Dvořák, hus Ż", "Jūratė Žukauskienė, 556677-8899", "Łukasz Wiśniewski Bygg, 556677-8899"]) expect(text).toContain(name);
  });

  it("names who keeps the ledger by its scope", async () => {
    const [kit, qr] = await Promise.all([loadPdfKit(), createQrCode(URL_OF_SITE)]);
    const own = await pdfText(buildSitePosterPdf(kit, qr, { site, company, url: URL_OF_SITE, printedOn: "2026-11-18" }).output("arraybuffer"));
    const shared = await pdfText(
      buildSitePosterPdf(kit, qr, { site: { ...site, ledgerScope: "site" }, company, url: URL_OF_SITE, printedOn: "2026-11-18" }).output("arraybuffer"),
    );
    expect(own).toContain("PERSONALLIGGAREN FÖRS AV");
    expect(shared).toContain("PLATSENS SAMLADE PERSONALLIGGARE FÖRS AV");
  });
});

describe("printSitePoster", () => {
  let downloads: CaughtDownload[];
  beforeEach(() => {
    vi.restoreAllMocks();
    resetToasts();
    downloads = catchDownloads();
  });

  const serve = (served = site, companyName = "Öbergs Bygg AB") =>
    mockApi(
      http.get(`/api/sites/${site.id}`, () => HttpResponse.json(served)),
      http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings({ companyName, orgNumber: "556677-8899" }))),
    );

  it("reads the site afresh, saves the poster under the site's name and says 'PDF skapad'", async () => {
    serve({ ...site, name: "Kv. Ängsbacken (nytt namn)" });
    await printSitePoster(site.id, "https://tidrapport.example.se", "2026-11-18");
    expect(downloads.map((d) => d.fileName)).toEqual(["qr-affisch_Kv_Ängsbacken_nytt_namn.pdf"]);
    const text = await pdfText(downloads[0].blob);
    expect(text).toContain("Kv. Ängsbacken (nytt namn)");
    expect(text).toContain(URL_OF_SITE);
    expect(shownToast()).toEqual({ title: "PDF skapad", description: "qr-affisch_Kv_Ängsbacken_nytt_namn.pdf", variant: undefined });
  });

  it("prints nothing without Skatteverket's ID or our company's name, and says which is missing", async () => {
    serve({ ...site, skvId: null });
    await printSitePoster(site.id, "https://tidrapport.example.se", "2026-11-18");
    expect(shownToast()).toEqual({
      variant: "destructive",
      title: "Affischen kan inte skrivas ut",
      description: "Byggarbetsplatsen saknar ID från Skatteverket",
    });

    resetToasts();
    serve(site, " ");
    await printSitePoster(site.id, "https://tidrapport.example.se", "2026-11-18");
    expect(shownToast()?.description).toBe("Företagets namn saknas i löneinställningarna");
    expect(downloads).toHaveLength(0);
  });

  it("says so when the site cannot be read", async () => {
    mockApi(
      http.get(`/api/sites/${site.id}`, () => HttpResponse.json({ message: "Hittades inte" }, { status: 404 })),
      http.get("/api/settings/payroll", () => HttpResponse.json(buildPayrollSettings())),
    );
    await printSitePoster(site.id, "https://tidrapport.example.se", "2026-11-18");
    expect(shownToast()).toEqual({ variant: "destructive", title: "Fel", description: "Kunde inte hämta byggarbetsplatsens uppgifter" });
    expect(downloads).toHaveLength(0);
  });
});
