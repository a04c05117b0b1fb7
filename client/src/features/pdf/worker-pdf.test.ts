import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { pdfText } from "@/test/pdf-text";
import { buildWorkerPdf } from "./worker-pdf";

describe("buildWorkerPdf", () => {
  it("writes the worker, the period, each report's hours and the total, with å ä ö intact", async () => {
    const kit = await loadPdfKit();
    const doc = buildWorkerPdf(kit, {
      workerName: "Åsa Öberg",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      reports: [
        buildTimeReport({ date: "2026-11-20", hours: "7.50", description: "Grävning vid ån, källaren" }),
        buildTimeReport({ date: "2026-11-03", hours: "8.00", status: "verified", description: "Rivning av gammalt kök" }),
      ],
      createdAt: new Date("2026-11-21T10:00:00Z"),
    });
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 0);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 0);

    const text = await pdfText(doc.output("arraybuffer"));
    expect(text).toContain("Tidrapport");
    expect(text).toContain("Åsa Öberg");
    expect(text).toContain("2026-11-01 – 2026-11-30");
    expect(text).toContain("Grävning vid ån, källaren");
    expect(text).toContain("7,5");
    expect(text).toContain("8,0");
    expect(text).toContain("Totalt antal timmar: 15,5");
    // A long project title may wrap in its column.
    expect(text.replace(/\s+/g, " ")).toContain("Villa Solbacken – tillbyggnad");
    expect(text).toContain("Verifierad");
    expect(text).toContain("Inskickad");
    // Date order: the 3rd comes before the 20th.
    expect(text.indexOf("2026-11-03")).toBeLessThan(text.indexOf("2026-11-20"));
  });

  it("prints the worker's and the project's names as registered, letters outside Windows-1252 too", async () => {
    const kit = await loadPdfKit();
    const project = { id: "00000000-0000-4000-a000-000000000009", projectNumber: "P-2026-009", title: "Bostäder Dvořák" };
    const doc = buildWorkerPdf(kit, {
      workerName: "Łukasz Wiśniewski",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      reports: [buildTimeReport({ project, description: "Montering med Jūratė Žukauskienė" })],
      createdAt: new Date("2026-11-21T10:00:00Z"),
    });
    const text = await pdfText(doc.output("arraybuffer"));
    for (const name of ["Łukasz Wiśniewski", "Bostäder Dvořák", "Jūratė Žukauskienė"]) expect(text).toContain(name);
  });
});
