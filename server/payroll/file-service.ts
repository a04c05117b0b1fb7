import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { formatDate, formatHours, kronorText, PAY_CODE_INFO, TIME_CODE_LABELS, type PaxmlTidkod, type PayCode } from "../../shared/domain";
import { zonedDateTime } from "../../shared/wall-clock";
import type { Db } from "../db";
import { CSV_BOM, csvNumber, csvRow, type CsvCellValue } from "../lib/csv";
import { conflict, notFound, problem } from "../lib/errors";
import { exportChanges } from "./changes";
import { exportComments, exportPayLines, exportSummary, type SummaryRow } from "./pay-lines-repo";
import { PAXML_END, paxmlLonetrans, paxmlSection, paxmlStart, paxmlTidtrans, PaxmlValueError } from "./paxml";
import type { LineChange } from "./rows";
import { exportIdentities, exportLines, findExport } from "./repo";
import { unsendable } from "./sendable";

/**
 * The summary's columns: the hours' six first, as they have always been, then the expenses'
 * units and kronor (docs/product-rules.md §16). An hours row leaves the last three empty; an
 * expense row leaves `Timmar` empty and names its pay code under `Tidkod`.
 */
const SUMMARY_HEADER = ["Anställningsnummer", "Namn", "Tidkod", "Benämning", "Lönekod", "Timmar", "Antal", "Enhet", "Belopp (kr)"];

/** "1357.50" → "1357,50": a number with the Swedish decimal comma, as the CSV's hours are written, no thousands separator. */
const plainDecimal = (value: string) => value.replace(".", ",");

/**
 * Hours, units and kronor are number cells (never the formula guard); a deduction (a meal
 * reduction) is written negative, as the Lön screen shows it, so that `Belopp (kr)` sums to what
 * is paid (docs/product-rules.md §16).
 */
function summaryCells(r: SummaryRow): CsvCellValue[] {
  if (r.section === "hours")
    return [r.employeeNumber, r.fullName, r.code, TIME_CODE_LABELS[r.code], r.payrollCode, csvNumber(formatHours(r.hours, "plain")), "", "", ""];
  const info = PAY_CODE_INFO[r.code];
  const amount = info.deduction ? `-${r.amount}` : r.amount;
  return [r.employeeNumber, r.fullName, r.code, info.label, r.payrollCode, "", csvNumber(plainDecimal(r.quantity)), info.unit, csvNumber(plainDecimal(amount))];
}

/** Hundredths as the file writes a difference: "-1.50", "60.00". */
const difference = (after: number, before: number) => kronorText(after - before);

/** The rättelse file's `kommentar` of a pay line. */
const CORRECTION_COMMENT = "Rättelse av tidigare export";

/**
 * The rättelse file's lines (docs/product-rules.md §10, "Changes"): each line that grew or is new
 * with its difference, each that shrank or is gone with a negative one, hours as `tidtrans`
 * (`timmar`), expenses as `lonetrans` (`antal`, `belopp`, and `moms` where either side has it).
 */
function correctionSections(changes: LineChange[]): string {
  const hours = changes.filter((c) => c.line.kind === "hours");
  const pay = changes.filter((c) => c.line.kind === "pay");
  let text = "";
  if (hours.length > 0) {
    const lines = hours.map((c) =>
      paxmlTidtrans({
        employeeNumber: c.line.employeeNumber,
        payrollCode: c.line.payrollCode as PaxmlTidkod,
        date: c.line.date,
        projectNumber: c.line.projectNumber,
        hours: difference(c.after.value, c.before.value),
      }),
    );
    text += `  <tidtransaktioner>\n${lines.join("")}  </tidtransaktioner>\n`;
  }
  if (pay.length > 0) {
    const lines = pay.map((c) =>
      paxmlLonetrans({
        employeeNumber: c.line.employeeNumber,
        payCode: c.line.code as PayCode,
        payrollCode: c.line.payrollCode,
        expenseId: null,
        date: c.line.date,
        projectNumber: c.line.projectNumber,
        quantity: difference(c.after.quantity, c.before.quantity),
        unitPrice: null,
        amount: difference(c.after.value, c.before.value),
        vat: c.before.vat === null && c.after.vat === null ? null : difference(c.after.vat ?? 0, c.before.vat ?? 0),
        comment: CORRECTION_COMMENT,
      }),
    );
    text += `  <lonetransaktioner>\n${lines.join("")}  </lonetransaktioner>\n`;
  }
  return text;
}

/** A PAXml file written whole, ready to send: its period (for the file name) and its text in chunks. */
export interface PaxmlFile {
  startDate: string;
  endDate: string;
  chunks: readonly string[];
}

/**
 * The files of an export, read only from its snapshot (payroll_exports and its lines), never
 * from live reports, expenses or today's settings: the same bytes on every download.
 */
export function createPayrollFileService(db: Db, options: { timeZone: string }) {
  return {
    /** The file name stem `<start>_<end>`; 404 for an unknown export. */
    async periodOf(id: string): Promise<{ startDate: string; endDate: string }> {
      const row = await findExport(db, id);
      if (!row) throw notFound();
      return { startDate: row.startDate, endDate: row.endDate };
    },

    /**
     * The whole PAXml file of an export, written before its first byte is sent
     * (docs/product-rules.md §10): the hours as `tidtransaktioner`, then the expenses' pay lines
     * as `lonetransaktioner`, each section only when it has a line. A snapshot the file cannot
     * carry (an export made before the input refused such characters, or a value written around
     * the input rules) is the 409 of `unsendable`, or the writer's own refusal as a 409 naming the
     * field: never a 200 with a file cut short. The file is held as its chunks, about the size of
     * the file (docs/benchmarks.md, bench:payroll).
     */
    async paxmlFile(id: string): Promise<PaxmlFile> {
      const row = await findExport(db, id);
      if (!row) throw notFound();
      const refusal = unsendable(row.companyName, await exportIdentities(db, id), await exportComments(db, id));
      if (refusal) throw refusal;
      const chunks: string[] = [];
      try {
        chunks.push(paxmlStart({ createdAt: row.createdAt, timeZone: options.timeZone, companyName: row.companyName, orgNumber: row.orgNumber }));
        for await (const chunk of paxmlSection("tidtransaktioner", exportLines(db, id), paxmlTidtrans)) chunks.push(chunk);
        for await (const chunk of paxmlSection("lonetransaktioner", exportPayLines(db, id), paxmlLonetrans)) chunks.push(chunk);
        chunks.push(PAXML_END);
      } catch (error) {
        if (error instanceof PaxmlValueError) throw conflict(problem("payroll.value-not-for-payroll", { field: error.what }));
        throw error;
      }
      return { startDate: row.startDate, endDate: row.endDate, chunks };
    },

    /**
     * Sends a file `paxmlFile` wrote and ends `out`. A pipe keeps one drain listener for the
     * whole file (a listener per chunk would pile up on the compression stream) and waits for a
     * slow client.
     */
    async writePaxml(out: Writable, file: PaxmlFile): Promise<void> {
      await pipeline(Readable.from(file.chunks), out);
    },

    /**
     * The rättelse file of export `id`: only what it changed against the period's export before
     * it, built whole before the answer starts (the changes are at most the lines of two
     * exports). 404 for an unknown export, 409 for a period's first export or a snapshot the
     * file cannot carry.
     */
    async correctionFile(id: string): Promise<PaxmlFile> {
      const row = await findExport(db, id);
      if (!row) throw notFound();
      const { previous, changes } = await exportChanges(db, id);
      if (!previous) throw conflict(problem("payroll.no-previous-export"));
      for (const exportId of [previous.id, id]) {
        const refusal = unsendable(row.companyName, await exportIdentities(db, exportId), await exportComments(db, exportId));
        if (refusal) throw refusal;
      }
      const info = `Rättelse: endast ändringarna mot exporten ${formatDate(zonedDateTime(previous.createdAt, options.timeZone).slice(0, 10), "day-month-year")}`;
      try {
        const header = paxmlStart({ createdAt: row.createdAt, timeZone: options.timeZone, companyName: row.companyName, orgNumber: row.orgNumber, info });
        return { startDate: row.startDate, endDate: row.endDate, chunks: [header, correctionSections(changes), PAXML_END] };
      } catch (error) {
        if (error instanceof PaxmlValueError) throw conflict(problem("payroll.value-not-for-payroll", { field: error.what }));
        throw error;
      }
    },

    /** At most workers × codes rows: built in one piece, then sent; ends `out`. */
    async writeSummaryCsv(out: Writable, id: string): Promise<void> {
      const rows = await exportSummary(db, id);
      out.end(CSV_BOM + csvRow(SUMMARY_HEADER) + rows.map((r) => csvRow(summaryCells(r))).join(""));
    },
  };
}
export type PayrollFileService = ReturnType<typeof createPayrollFileService>;
