import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { formatHours, TIME_CODE_LABELS } from "../../shared/domain";
import type { Db } from "../db";
import { CSV_BOM, csvRow } from "../lib/csv";
import { notFound } from "../lib/errors";
import { PAXML_END, paxmlStart, paxmlTidtrans } from "./paxml";
import { exportIdentities, exportLines, exportSummary, findExport } from "./repo";
import { unsendable } from "./sendable";

const SUMMARY_HEADER = ["Anställningsnummer", "Namn", "Tidkod", "Benämning", "Lönekod", "Timmar"];

/**
 * The files of an export, read only from its snapshot (payroll_exports and its lines), never
 * from live reports or today's settings: the same bytes on every download.
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
     * `periodOf` for the PAXml file, with the 409 of a snapshot the file cannot carry (an
     * export made before the input refused such characters): asked before the answer starts.
     */
    async paxmlPeriodOf(id: string): Promise<{ startDate: string; endDate: string }> {
      const row = await findExport(db, id);
      if (!row) throw notFound();
      const refusal = unsendable(row.companyName, await exportIdentities(db, id));
      if (refusal) throw refusal;
      return { startDate: row.startDate, endDate: row.endDate };
    },

    /**
     * Streams the file and ends `out`. A pipe keeps one drain listener for the whole file (a
     * listener per chunk would pile up on the compression stream) and waits for a slow client.
     */
    async writePaxml(out: Writable, id: string): Promise<void> {
      const row = await findExport(db, id);
      if (!row) throw notFound();
      const header = paxmlStart({ createdAt: row.createdAt, timeZone: options.timeZone, companyName: row.companyName, orgNumber: row.orgNumber });
      async function* chunks() {
        yield header;
        for await (const batch of exportLines(db, id)) yield batch.map(paxmlTidtrans).join("");
        yield PAXML_END;
      }
      await pipeline(Readable.from(chunks()), out);
    },

    /** At most workers × codes rows: built in one piece, then sent; ends `out`. */
    async writeSummaryCsv(out: Writable, id: string): Promise<void> {
      const rows = await exportSummary(db, id);
      const body = rows.map((r) =>
        csvRow([r.employeeNumber, r.fullName, r.timeCode, TIME_CODE_LABELS[r.timeCode], r.payrollCode, formatHours(r.hours, "plain")]),
      );
      out.end(CSV_BOM + csvRow(SUMMARY_HEADER) + body.join(""));
    },
  };
}
export type PayrollFileService = ReturnType<typeof createPayrollFileService>;
