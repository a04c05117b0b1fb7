import { describe, expect, it } from "vitest";
import { buildTimeReport } from "@tests/support/builders";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { adminPdfWordsIn } from "@/test/admin-pdf-words";
import { pdfText } from "@/test/pdf-text";
import { buildWorkerPdf } from "./worker-pdf";

describe("buildWorkerPdf", () => {
  it("writes the worker, the period, each report's hours and the total, with å ä ö intact", async () => {
    const kit = await loadPdfKit();
    const doc = buildWorkerPdf(
      kit,
      {
        workerName: "Åsa Öberg",
        startDate: "2026-11-01",
        endDate: "2026-11-30",
        reports: [
          buildTimeReport({ date: "2026-11-20", hours: "7.50", description: "Grävning vid ån, källaren" }),
          buildTimeReport({ date: "2026-11-03", hours: "8.00", status: "verified", description: "Rivning av gammalt kök" }),
        ],
        createdAt: new Date("2026-11-21T10:00:00Z"),
      },
      adminPdfWordsIn("sv"),
    );
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
    const doc = buildWorkerPdf(
      kit,
      {
        workerName: "Łukasz Wiśniewski",
        startDate: "2026-11-01",
        endDate: "2026-11-30",
        reports: [buildTimeReport({ project, description: "Montering med Jūratė Žukauskienė" })],
        createdAt: new Date("2026-11-21T10:00:00Z"),
      },
      adminPdfWordsIn("sv"),
    );
    // A long description may wrap in its column; the names are whole and exact.
    const text = (await pdfText(doc.output("arraybuffer"))).replace(/\s+/g, " ");
    for (const name of ["Łukasz Wiśniewski", "Bostäder Dvořák", "Jūratė Žukauskienė"]) expect(text).toContain(name);
  });

  it("is written in the language of the worker who makes it, hours with the language's decimal sign", async () => {
    const kit = await loadPdfKit();
    const input = {
      workerName: "Łukasz Wiśniewski",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
      reports: [
        buildTimeReport({ date: "2026-11-03", hours: "8.50", startTime: "07:00", endTime: "16:00", breakMinutes: 30 }),
        buildTimeReport({ date: "2026-11-04", hours: "2.00", timeCode: "ÖT1", status: "verified" }),
      ],
      createdAt: new Date("2026-11-21T10:00:00Z"),
    };
    const textIn = async (locale: "pl" | "en") =>
      (await pdfText(buildWorkerPdf(kit, input, adminPdfWordsIn(locale)).output("arraybuffer"))).replace(/\s+/g, " ");
    const polish = await textIn("pl");
    for (const expected of [
      "Raport czasu pracy",
      "Pracownik: Łukasz Wiśniewski",
      "Okres: 2026-11-01 – 2026-11-30",
      "Utworzono 2026-11-21 11:00",
      "przerwa 30 min",
      "Nadgodziny zwykłe",
      "Łączna liczba godzin: 10,5",
      "Praca 8,5 · Nadgodziny 2,0",
      "Liczba raportów: 2",
      "Strona 1 z 1",
    ]) {
      expect(polish).toContain(expected);
    }
    for (const swedish of ["Tidrapport", "Arbetare", "Totalt", "rast", "Sida 1"]) expect(polish).not.toContain(swedish);
    const english = await textIn("en");
    for (const expected of [
      "Time report",
      "Worker: Łukasz Wiśniewski",
      "break 30 min",
      "Total hours: 10.5",
      "Work 8.5 · Overtime 2.0",
      "Number of reports: 2",
      "Page 1 of 1",
    ]) {
      expect(english).toContain(expected);
    }
  });
});
