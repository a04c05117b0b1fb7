import type { Writable } from "node:stream";
import { TIME_CODE_LABELS } from "../../shared/validation/constants";
import type { Db } from "../db";
import { CSV_BOM, csvHours, csvRow } from "../lib/csv";
import { notFound } from "../lib/errors";
import { PAXML_END, paxmlStart, paxmlTidtrans } from "./paxml";
import { exportLines, exportSummary, findExport } from "./repo";

const SUMMARY_HEADER = ["Anställningsnummer", "Namn", "Tidkod", "Benämning", "Lönekod", "Timmar"];

/** Waits when the client reads slower than the database delivers. */
function write(out: Writable, chunk: string): Promise<void> {
  if (out.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      out.off("close", onClose);
      resolve();
    };
    const onClose = () => {
      out.off("drain", onDrain);
      reject(new Error("client went away during payroll download"));
    };
    out.once("drain", onDrain);
    out.once("close", onClose);
  });
}

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

    async writePaxml(out: Writable, id: string): Promise<void> {
      const row = await findExport(db, id);
      if (!row) throw notFound();
      await write(out, paxmlStart({ createdAt: row.createdAt, timeZone: options.timeZone, companyName: row.companyName, orgNumber: row.orgNumber }));
      for await (const batch of exportLines(db, id)) {
        await write(out, batch.map(paxmlTidtrans).join(""));
      }
      await write(out, PAXML_END);
    },

    async writeSummaryCsv(out: Writable, id: string): Promise<void> {
      const rows = await exportSummary(db, id);
      const body = rows.map((r) => csvRow([r.employeeNumber, r.fullName, r.timeCode, TIME_CODE_LABELS[r.timeCode], r.payrollCode, csvHours(r.hours)]));
      await write(out, CSV_BOM + csvRow(SUMMARY_HEADER) + body.join(""));
    },
  };
}
export type PayrollFileService = ReturnType<typeof createPayrollFileService>;
