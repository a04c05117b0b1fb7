/**
 * The control list as CSV (docs/product-rules.md §15, "Kontroll"; the format of §9): one row per
 * entry, corrections included, identity numbers in full, dates and times in the business time
 * zone. Every row first names the site, its Skatteverket ID and byggherre as they were on the
 * entry's day ("A site's history") and the company keeping the ledger, so that a row read alone
 * still says whose ledger it is. Written to the answer batch by batch as the database delivers them.
 */
import type { Writable } from "node:stream";
import { LEDGER_ENTRY_KIND_LABELS, LEDGER_ENTRY_METHOD_LABELS, siteOn, type SiteFacts, type SiteVersion } from "../../shared/domain";
import type { OurCompany } from "../../shared/types";
import { keeperAsWritten } from "../../shared/validation/ledger-texts";
import type { DbOrTx } from "../db";
import { wallDateTime } from "../../shared/wall-clock";
import { CSV_BOM, csvRow, writeChunk } from "../lib/csv";
import type { ControlQuery } from "./control-query";
import { ledgerCsvBatches, type LedgerCsvRow } from "./ledger-csv-repo";

/** What the rows name besides the entry: the site's versions, our company, the zone of the days. */
export interface LedgerCsvContext {
  timeZone: string;
  history: readonly SiteVersion[];
  keeper: OurCompany;
}

const HEADER = [
  "Byggarbetsplats",
  "Skatteverkets ID",
  "Byggherre",
  "Byggherrens organisationsnummer",
  "Personalliggaren förs av",
  "Förande företagets organisationsnummer",
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

/** The first cells of a row of `day`: the site as it was that day and the keeper; one lookup a day. */
function ledgerCells({ history, keeper }: LedgerCsvContext): (day: string) => string[] {
  const byDay = new Map<string, string[]>();
  // A keeper's setting that cannot be read is written as the line saying so, never a blank (§10).
  const written = keeperAsWritten(keeper);
  const cells = (site: SiteFacts) => [site.name, site.skvId ?? "", site.builderName ?? "", site.builderOrgNumber ?? "", written.name, written.orgNumber];
  return (day) => {
    let row = byDay.get(day);
    if (!row) {
      row = cells(siteOn(history, day));
      byDay.set(day, row);
    }
    return row;
  };
}

function toCells(r: LedgerCsvRow, dateTime: (iso: string) => string, ledger: (day: string) => string[]): string[] {
  const [date, time] = dateTime(r.occurred_at).split(" ");
  return [
    ...ledger(date ?? ""),
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
export async function writeLedgerCsv(db: DbOrTx, query: ControlQuery, out: Writable, context: LedgerCsvContext, written: { rows: number }): Promise<void> {
  const dateTime = (iso: string) => wallDateTime(new Date(iso), context.timeZone);
  const ledger = ledgerCells(context);
  await writeChunk(out, CSV_BOM + csvRow(HEADER));
  for await (const batch of ledgerCsvBatches(db, query.filter)) {
    await writeChunk(out, batch.map((r) => csvRow(toCells(r, dateTime, ledger))).join(""));
    written.rows += batch.length;
  }
}
