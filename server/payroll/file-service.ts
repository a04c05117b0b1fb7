import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { formatHours, PAY_CODE_INFO, TIME_CODE_LABELS } from "../../shared/domain";
import type { Db } from "../db";
import { CSV_BOM, csvRow } from "../lib/csv";
import { conflict, notFound } from "../lib/errors";
import { PAYROLL_MSG } from "../../shared/validation/payroll";
import { exportComments, exportPayLines, exportSummary, type SummaryRow } from "./pay-lines-repo";
import { PAXML_END, paxmlLonetrans, paxmlSection, paxmlStart, paxmlTidtrans, PaxmlValueError } from "./paxml";
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

function summaryCells(r: SummaryRow): string[] {
  if (r.section === "hours") return [r.employeeNumber, r.fullName, r.code, TIME_CODE_LABELS[r.code], r.payrollCode, formatHours(r.hours, "plain"), "", "", ""];
  const info = PAY_CODE_INFO[r.code];
  return [r.employeeNumber, r.fullName, r.code, info.label, r.payrollCode, "", plainDecimal(r.quantity), info.unit, plainDecimal(r.amount)];
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
        if (error instanceof PaxmlValueError) throw conflict(PAYROLL_MSG.valueNotForPayroll(error.what));
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

    /** At most workers × codes rows: built in one piece, then sent; ends `out`. */
    async writeSummaryCsv(out: Writable, id: string): Promise<void> {
      const rows = await exportSummary(db, id);
      out.end(CSV_BOM + csvRow(SUMMARY_HEADER) + rows.map((r) => csvRow(summaryCells(r))).join(""));
    },
  };
}
export type PayrollFileService = ReturnType<typeof createPayrollFileService>;
