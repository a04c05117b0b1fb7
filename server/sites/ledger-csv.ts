/**
 * The control list as CSV (docs/product-rules.md §15, "Kontroll"; the format of §9): one row per
 * entry, corrections included, identity numbers in full, dates and times in the business time
 * zone. Written to the answer batch by batch as the database delivers them.
 */
import type { Writable } from "node:stream";
import { LEDGER_ENTRY_KIND_LABELS, LEDGER_ENTRY_METHOD_LABELS } from "../../shared/domain";
import type { DbOrTx } from "../db";
import { CSV_BOM, csvRow, writeChunk } from "../lib/csv";
import type { ControlQuery } from "./control-query";
import { ledgerCsvBatches, type LedgerCsvRow } from "./ledger-csv-repo";

const HEADER = [
  "Datum",
  "Tid",
  "Händelse",
  "Namn",
  "Personnummer",
  "Företag",
  "Organisationsnummer",
  "Sätt",
  "Registrerad",
  "Registrerad av",
  "I efterhand",
  "Rättar",
  "Struken",
  "Ersatt",
  "Anledning",
];

const yesNo = (value: boolean) => (value ? "Ja" : "Nej");

/** `2026-11-18 12:00:05`: an instant as date and time (TT:MM:SS) in `timeZone`. */
function dateTimeFormat(timeZone: string): (iso: string) => string {
  // One formatter for every row: building one costs far more than using it.
  const format = new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  return (iso) => format.format(new Date(iso));
}

function toCells(r: LedgerCsvRow, dateTime: (iso: string) => string): string[] {
  const [date, time] = dateTime(r.occurred_at).split(" ");
  return [
    date ?? "",
    time ?? "",
    LEDGER_ENTRY_KIND_LABELS[r.kind],
    r.person_name,
    r.identity_number,
    r.company_name,
    r.company_org_number,
    LEDGER_ENTRY_METHOD_LABELS[r.method],
    dateTime(r.recorded_at),
    r.recorded_by_name,
    yesNo(r.late),
    r.corrects_at === null ? "" : dateTime(r.corrects_at),
    // As on screen: the struck entry and the correction that strikes it are both 'Struken'.
    yesNo(r.replaced === "void" || r.voids),
    yesNo(r.replaced === "time"),
    r.reason ?? "",
  ];
}

/**
 * Streams the CSV of the control list: BOM, header, then the rows batch by batch. `written.rows`
 * counts the rows sent so far, also when the client goes away in the middle.
 */
export async function writeLedgerCsv(db: DbOrTx, query: ControlQuery, out: Writable, timeZone: string, written: { rows: number }): Promise<void> {
  const dateTime = dateTimeFormat(timeZone);
  await writeChunk(out, CSV_BOM + csvRow(HEADER));
  for await (const batch of ledgerCsvBatches(db, query.filter)) {
    await writeChunk(out, batch.map((r) => csvRow(toCells(r, dateTime))).join(""));
    written.rows += batch.length;
  }
}
