import { describe, expect, it } from "vitest";
import {
  adminPdfFileName,
  fileNamePart,
  journalFileName,
  ledgerFileName,
  paxmlFileName,
  payrollSummaryFileName,
  reportListFileName,
  sitePosterFileName,
  workerPeriodFileName,
  workerWeekFileName,
} from "./file-names";

const DAY = "2026-11-20";

describe("fileNamePart: one rule for every CSV and PDF name (docs/product-rules.md §9)", () => {
  it("keeps letters (å, ä, ö too), digits, '-' and '_', makes each run of spaces one '_' and drops the rest", () => {
    expect(fileNamePart("Kv. Kajen", "x")).toBe("Kv_Kajen");
    expect(fileNamePart("Åsa  Öberg", "x")).toBe("Åsa_Öberg");
    expect(fileNamePart("P-2026-001", "x")).toBe("P-2026-001");
    expect(fileNamePart(' Bro / "Norr" ', "x")).toBe("Bro_Norr");
    expect(fileNamePart("Kv. Ängsbacken (nytt namn)", "x")).toBe("Kv_Ängsbacken_nytt_namn");
    expect(fileNamePart("a\\b:c*d?e<f>g|h", "x")).toBe("abcdefgh");
  });

  it("holds at most 60 characters, and takes the fallback when nothing is left", () => {
    expect(fileNamePart("A".repeat(80), "x")).toHaveLength(60);
    expect(fileNamePart(`${"A".repeat(59)} B`, "x")).toBe("A".repeat(59));
    expect(fileNamePart("  ", "byggarbetsplats")).toBe("byggarbetsplats");
    expect(fileNamePart("./?", "alla")).toBe("alla");
  });
});

describe("the names of the files", () => {
  it("names the control list's CSV and PDF alike, after the site and the day or period", () => {
    expect(ledgerFileName("Kv. Kajen", DAY, DAY, "csv")).toBe(`personalliggare_Kv_Kajen_${DAY}.csv`);
    expect(ledgerFileName("Kv. Kajen", DAY, DAY, "pdf")).toBe(`personalliggare_Kv_Kajen_${DAY}.pdf`);
    expect(ledgerFileName("A/B", "2026-11-01", DAY, "pdf")).toBe(`personalliggare_AB_2026-11-01_${DAY}.pdf`);
    expect(sitePosterFileName("Kv. Kajen")).toBe("qr-affisch_Kv_Kajen.pdf");
    expect(sitePosterFileName("  ")).toBe("qr-affisch_byggarbetsplats.pdf");
  });

  it("names a worker's files after the worker as the worker knows it", () => {
    expect(workerWeekFileName("Märta Öhlund", "2026-11-16")).toBe("tidrapport_Märta_Öhlund_2026-11-16.csv");
    expect(workerPeriodFileName("Åsa  Öberg", "2026-11-01", "2026-11-30")).toBe("tidrapport_Åsa_Öberg_2026-11-01_2026-11-30.pdf");
  });

  it("names an admin's PDF by what it holds, the filter and the day it was made", () => {
    expect(adminPdfFileName("tidrapport", "Åsa Öberg", "2026-03-20")).toBe("tidrapport_Åsa_Öberg_2026-03-20.pdf");
    expect(adminPdfFileName("kvitton", "P-2026-001", "2026-03-20")).toBe("kvitton_P-2026-001_2026-03-20.pdf");
    expect(adminPdfFileName("kvittonbilder", "alla", "2026-03-20")).toBe("kvittonbilder_alla_2026-03-20.pdf");
  });

  it("names the report list's CSV by its filters and the day it was made", () => {
    expect(reportListFileName({}, DAY)).toBe(`tidrapporter_${DAY}.csv`);
    expect(reportListFileName({ status: "submitted", startDate: "2026-11-16", endDate: "2026-11-22" }, DAY)).toBe(
      `tidrapporter_inskickad_2026-11-16_2026-11-22_${DAY}.csv`,
    );
    expect(reportListFileName({ endDate: "2026-11-22" }, DAY)).toBe(`tidrapporter_start_2026-11-22_${DAY}.csv`);
  });

  it("names the journal and the payroll's files by year and period", () => {
    expect(journalFileName(2025, "pdf")).toBe("overtidsjournal_2025.pdf");
    expect(journalFileName(2025, "csv")).toBe("overtidsjournal_2025.csv");
    expect(payrollSummaryFileName("2026-10-01", "2026-10-31")).toBe("lonesammanstallning_2026-10-01_2026-10-31.csv");
    expect(paxmlFileName("2026-10-01", "2026-10-31")).toBe("paxml_2026-10-01_2026-10-31.xml");
  });
});
