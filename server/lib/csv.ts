import type { Writable } from "node:stream";
import type { Response } from "express";

/** CSV that Swedish Excel and LibreOffice open in columns (docs/product-rules.md §9). */
export const CSV_BOM = "\uFEFF";
const CSV_SEPARATOR = ";";
const CSV_EOL = "\r\n";

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A number written with the decimal comma, a minus sign first when negative: "-60,00", "8,0", "1357,50". */
const CSV_NUMBER = /^-?\d+(,\d+)?$/;

/** A cell that holds a number (hours, a quantity, kronor): see `csvNumber`. */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/**
 * A number cell: written as it is, never given the formula guard, so that a spreadsheet reads
 * "-60,00" as minus sixty (docs/product-rules.md §9). Text that is no such number is guarded as
 * any other cell.
 */
export const csvNumber = (text: string) => new CsvNumber(text);

export type CsvCellValue = string | number | boolean | CsvNumber | null | undefined;

function csvCell(value: CsvCellValue): string {
  if (value instanceof CsvNumber && CSV_NUMBER.test(value.text)) return value.text;
  let text = value === null || value === undefined ? "" : value instanceof CsvNumber ? value.text : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

export function csvRow(cells: CsvCellValue[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_EOL;
}

const ASCII_MAP: Record<string, string> = { å: "a", ä: "a", ö: "o", Å: "A", Ä: "A", Ö: "O", é: "e", É: "E", ü: "u", Ü: "U" };

/** `attachment` with an ASCII file name and the exact UTF-8 one in `filename*` (the names: shared/domain/file-names.ts). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, (c) => ASCII_MAP[c] ?? "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Starts a CSV download's answer: 200, the type, the file's name, never cached. */
export function startCsvDownload(res: Response, fileName: string): void {
  res.status(200).set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": contentDisposition(fileName),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

/**
 * Writes a piece of a streamed export, waiting when the client reads slower than the database
 * delivers; rejects when the client goes away meanwhile.
 */
export function writeChunk(out: Writable, chunk: string): Promise<void> {
  if (out.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off("close", onClose);
      resolve();
    };
    const onClose = () => {
      out.off("drain", onDrain);
      reject(new Error("client went away during export"));
    };
    out.once("drain", onDrain);
    out.once("close", onClose);
  });
}
