import { describe, expect, it } from "vitest";
import { entryRows } from "@/lib/ledger/entry-groups";
import { loadPdfKit } from "@/lib/pdf/load-jspdf";
import { CONTROL_HEADER } from "@/test/control-handlers";
import { pdfPageTexts, pdfText } from "@/test/pdf-text";
import { at, buildLedgerEntry, DAY, dayWithCorrections, PIOTR } from "@/test/site-ledger";
import { buildControlPdf, ENTRY_HEAD, entryRowsBody, entryTableOptions, presentRows } from "./control-pdf";

const input = (rows = entryRows(dayWithCorrections().entries)) => ({
  header: CONTROL_HEADER,
  present: [{ person: PIOTR, since: at("06:01:02"), entryId: "e1" }],
  rows,
  from: DAY,
  to: DAY,
  period: DAY,
  filterText: "Alla företag",
  createdAt: new Date(at("10:00:00")),
});

describe("the control view's PDF", () => {
  it("never splits a row across pages and repeats the headings on each", () => {
    const options = entryTableOptions(entryRows(dayWithCorrections().entries), 60);
    expect(options.rowPageBreak).toBe("avoid");
    expect(options.showHead).toBe("everyPage");
    expect(options.head).toEqual([ENTRY_HEAD]);
  });

  it("writes each entry with Stockholm date and time, full identity number, company and its marks, a correction under its original", () => {
    const body = entryRowsBody(entryRows(dayWithCorrections().entries));
    expect(body[0]).toEqual([DAY, "06:58:12", "Erik Andersson", "19850412-2383", "Bygg AB", "556123-4567", "In", "Själv", "Ersatt"]);
    expect(body[1].slice(0, 2)).toEqual([DAY, "06:45:00"]);
    expect(body[1][7]).toBe("Rättelse");
    expect(body[1][8]).toBe(`Registrerad i efterhand\nTiden rättad av Anna Lindqvist ${DAY} 16:40:00\nAnledning: Kom 06:45 enligt arbetsledaren.`);
    expect(body[2][8]).toBe("Struken");
    expect(body[3][8]).toContain("Posten struken av Anna Lindqvist");
  });

  it("writes who is on the site with the date and time since", () => {
    expect(presentRows(input().present)).toEqual([["Piotr Nowak", "19900101-0008", "Golv & Kakel HB", "969712-3456", `${DAY} 07:01:02`]]);
  });

  it("heads the document with the site, Skatteverket's ID, byggherre, our company, period and filters", async () => {
    const kit = await loadPdfKit();
    const doc = buildControlPdf(kit, input());
    expect(Math.round(doc.internal.pageSize.getWidth())).toBe(297);
    const text = await pdfText(doc.output("arraybuffer"));
    for (const expected of [
      "Personalliggare – kontroll",
      "Kv. Kajen",
      "Hamngatan 4, Västerås",
      "Skatteverkets ID: SKV-12345",
      "Byggherre: Brf Kajen, 556677-8899",
      "Platsens samlade personalliggare förs av: Bygg AB, 556123-4567",
      `Period: ${DAY}`,
      "Urval: Alla företag",
      `Utskriven ${DAY} 11:00:00`,
      "På plats nu (1)",
      "Registreringar (4)",
      "Golv & Kakel HB",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf("På plats nu")).toBeLessThan(text.indexOf("Registreringar"));
  });

  it("runs over several pages, the headings on each, every entry once", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      buildLedgerEntry({ occurredAt: at(`0${Math.floor(i / 60) + 6}:${String(i % 60).padStart(2, "0")}:00`) }),
    );
    const kit = await loadPdfKit();
    const pages = await pdfPageTexts(buildControlPdf(kit, input(entryRows(many))).output("arraybuffer"));
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(1)) expect(page).toContain("Personnummer");
    // A loose page still says which site, ID and period it belongs to.
    for (const page of pages) expect(page).toContain(`Kv. Kajen · Skatteverkets ID: SKV-12345 · Period: ${DAY}`);
    expect(pages.join("\n").match(/19850412-2383/g)).toHaveLength(120);
  });

  it("prints every name as registered, letters outside Windows-1252 too, on the site now and in the entries", async () => {
    const lukasz = { ...PIOTR, fullName: "Łukasz Wiśniewski" };
    const jurate = {
      ...PIOTR,
      personId: "66666666-6666-4666-8666-666666666667",
      fullName: "Jūratė Žukauskienė",
      company: { name: "Bostäder Dvořák", orgNumber: "969712-0000" },
    };
    const entries = [buildLedgerEntry({ person: lukasz }), buildLedgerEntry({ person: jurate, occurredAt: at("06:10:00"), recordedAt: at("06:10:00") })];
    const kit = await loadPdfKit();
    const text = await pdfText(
      buildControlPdf(kit, { ...input(entryRows(entries)), present: [{ person: lukasz, since: at("06:01:02"), entryId: "e1" }] }).output("arraybuffer"),
    );
    expect(text.match(/Łukasz Wiśniewski/g)).toHaveLength(2);
    expect(text).toContain("Jūratė Žukauskienė");
    expect(text).toContain("Bostäder Dvořák");
    expect(text).not.toContain("Lukasz");
  });

  describe('a site whose facts changed (docs/product-rules.md §15, "A site\'s history")', () => {
    const site = CONTROL_HEADER.history[0]!.site;
    const header = {
      ...CONTROL_HEADER,
      site: { ...CONTROL_HEADER.site, name: "Kv. Kajen etapp 2", skvId: "SKV-99999" },
      history: [
        { from: null, to: "2026-11-18", site },
        {
          from: "2026-11-19",
          to: null,
          site: { ...site, name: "Kv. Kajen etapp 2", skvId: "SKV-99999", builderName: "Brf Nya Kajen", builderOrgNumber: "556000-1111" },
        },
      ],
    };

    it("heads a past day's PDF with the site as it was that day", async () => {
      const kit = await loadPdfKit();
      const day = "2026-11-18";
      const text = await pdfText(buildControlPdf(kit, { ...input([]), header, from: day, to: day, period: day }).output("arraybuffer"));
      expect(text).toContain("Skatteverkets ID: SKV-12345");
      expect(text).toContain("Byggherre: Brf Kajen, 556677-8899");
      expect(text).toContain(`Kv. Kajen · Skatteverkets ID: SKV-12345 · Period: ${day}`);
      expect(text).not.toContain("SKV-99999");
      expect(text).not.toContain("etapp 2");
    });

    it("heads today's PDF with the site as it is now", async () => {
      const kit = await loadPdfKit();
      const text = await pdfText(buildControlPdf(kit, { ...input([]), header }).output("arraybuffer"));
      expect(text).toContain("Kv. Kajen etapp 2");
      expect(text).toContain("Skatteverkets ID: SKV-99999");
      expect(text).toContain("Byggherre: Brf Nya Kajen, 556000-1111");
      expect(text).not.toContain("SKV-12345");
    });

    it("gives each span of a period across the change the site's facts of its days", async () => {
      const kit = await loadPdfKit();
      const text = await pdfText(
        buildControlPdf(kit, { ...input([]), header, from: "2026-11-17", to: DAY, period: `2026-11-17 – ${DAY}` }).output("arraybuffer"),
      );
      expect(text).toContain("Platsens uppgifter under perioden:");
      expect(text).toContain("2026-11-17 – 2026-11-18: Kv. Kajen, Hamngatan 4, Västerås, Skatteverkets ID: SKV-12345, Byggherre: Brf Kajen, 556677-8899");
      expect(text).toContain(
        `2026-11-19 – ${DAY}: Kv. Kajen etapp 2, Hamngatan 4, Västerås, Skatteverkets ID: SKV-99999, Byggherre: Brf Nya Kajen, 556000-1111`,
      );
      expect(text).toContain("Skatteverkets ID: SKV-12345 / SKV-99999");
    });
  });

  it("says when nobody is there and nothing was entered", async () => {
    const kit = await loadPdfKit();
    const text = await pdfText(buildControlPdf(kit, { ...input([]), present: [] }).output("arraybuffer"));
    expect(text).toContain("Ingen är incheckad just nu.");
    expect(text).toContain("Inga registreringar under perioden.");
  });
});
