import { describe, expect, it } from "vitest";
import { pdfText } from "@/test/pdf-text";
import { loadPdfKit, PDF_FONT } from "./load-jspdf";

const NAMES = ["Łukasz Wiśniewski", "Jūratė Žukauskienė", "Dvořák", "Bostäder Dvořák", "Øyvind Ødegård", "Ștefan Țurcan", "Олександр Шевченко"];

describe("the PDF kit", () => {
  it("embeds its font, so names outside Windows-1252 read back exactly in regular, bold, italic and in a table", async () => {
    const kit = await loadPdfKit();
    const doc = kit.create("portrait");
    doc.text(NAMES[0], 14, 20);
    doc.setFont(PDF_FONT, "bold").text(NAMES[1], 14, 30);
    doc.setFont(PDF_FONT, "italic").text(NAMES[2], 14, 40);
    kit.table(doc, { startY: 50, head: [["Namn", "Projekt"]], body: NAMES.slice(4).map((name) => [name, NAMES[3]]) });
    const bytes = doc.output("arraybuffer");
    // Read before pdfText, which takes the buffer over.
    const raw = Buffer.from(bytes).toString("latin1");
    const size = bytes.byteLength;
    const text = await pdfText(bytes);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).not.toMatch(/Lukasz|Aukasz|DvoYák/);
    // The font's program is in the file, cut to the glyphs used, in the three faces.
    expect(raw.match(/\/FontFile2 /g)).toHaveLength(3);
    expect(size).toBeLessThan(60_000);
  });
});
