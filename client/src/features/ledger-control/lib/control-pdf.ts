import type { jsPDF } from "jspdf";
import type { UserOptions } from "jspdf-autotable";
import { LEDGER_ENTRY_KIND_LABELS, LEDGER_ENTRY_METHOD_LABELS } from "@shared/domain";
import type { ControlHeader, PresentPerson } from "@shared/types";
import { keeperAsWritten, LEDGER_MSG } from "@shared/validation/ledger-texts";
import type { EntryRow } from "@/lib/ledger/entry-groups";
import { CORRECTION_ACTION_TEXT, stockholmParts, SUPERSEDED_LABEL } from "@/lib/ledger/ledger-format";
import { siteSpans } from "@/lib/ledger/site-spans";
import { siteSpanText, withOrg } from "./control-text";
import { PDF_FONT, type PdfKit } from "@/lib/pdf/load-jspdf";
import { addPageNumbers, drawTitle, MARGIN, ROWS_WHOLE_WITH_HEAD, styleBodyRows, TABLE_HEAD_STYLES, TABLE_MARGIN } from "@/lib/pdf/pdf-layout";

/** What the control view's PDF is made of: what the screen shows, as it shows it. */
export interface ControlPdfInput {
  header: ControlHeader;
  present: readonly PresentPerson[];
  rows: readonly EntryRow[];
  /** The period's first and last day (ÅÅÅÅ-MM-DD): the site is shown as it was on them. */
  from: string;
  to: string;
  /** '2026-11-20' or '2026-11-01 – 2026-11-20'. */
  period: string;
  /** The company and person chosen, in words ('Alla företag'). */
  filterText: string;
  createdAt: Date;
}

const instant = (iso: string) => {
  const { date, time } = stockholmParts(iso);
  return `${date} ${time}`;
};

export const PRESENT_HEAD = ["Namn", "Personnummer", "Företag", "Org.nr", "Sedan"];
export const ENTRY_HEAD = ["Datum", "Tid", "Namn", "Personnummer", "Företag", "Org.nr", "In/Ut", "Sätt", "Anmärkning"];

/** 'På plats nu', one row a person: since when as ÅÅÅÅ-MM-DD TT:MM:SS. */
export function presentRows(present: readonly PresentPerson[]): string[][] {
  return present.map(({ person, since }) => [person.fullName, person.identityNumber, person.company.name, person.company.orgNumber, instant(since)]);
}

/** The marks of one entry, one a line: late, struck or replaced, and on a correction what it did, who, when and why. */
export function entryNote(row: EntryRow): string {
  const { entry } = row;
  const struck = row.replacedBy === "void";
  return [
    entry.late ? LEDGER_MSG.late : null,
    struck ? LEDGER_MSG.voided : null,
    row.replacedBy === "correction" ? SUPERSEDED_LABEL : null,
    row.action ? `${CORRECTION_ACTION_TEXT[row.action]} av ${entry.recordedBy.fullName} ${instant(entry.recordedAt)}` : null,
    entry.correction ? `Anledning: ${entry.correction.reason}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** The entries in the screen's order, each correction under the entry it corrects. */
export function entryRowsBody(rows: readonly EntryRow[]): string[][] {
  return rows.map((row) => {
    const { entry } = row;
    const { date, time } = stockholmParts(entry.occurredAt);
    return [
      date,
      time,
      entry.person.fullName,
      entry.person.identityNumber,
      entry.person.company.name,
      entry.person.company.orgNumber,
      LEDGER_ENTRY_KIND_LABELS[entry.kind],
      LEDGER_ENTRY_METHOD_LABELS[entry.method],
      entryNote(row),
    ];
  });
}

const CELL_STYLES = { fontSize: 9, cellPadding: 1.8, valign: "top", overflow: "linebreak" } as const;
/** A correction's row, tinted as on screen; a replaced or struck original, grey. */
const CORRECTION_FILL: [number, number, number] = [246, 241, 236];
const STRUCK_TEXT: [number, number, number] = [120, 120, 120];

/** The entries' table: a row never splits across pages, and every page repeats the headings. */
export function entryTableOptions(rows: readonly EntryRow[], startY: number): UserOptions {
  const grey = styleBodyRows(rows, (row) => row.replacedBy !== null, { textColor: STRUCK_TEXT });
  const tint = styleBodyRows(rows, (row) => row.action !== null, { fillColor: CORRECTION_FILL });
  return {
    startY,
    margin: TABLE_MARGIN,
    ...ROWS_WHOLE_WITH_HEAD,
    head: [ENTRY_HEAD],
    body: entryRowsBody(rows),
    styles: CELL_STYLES,
    headStyles: TABLE_HEAD_STYLES,
    columnStyles: {
      0: { cellWidth: 21 },
      1: { cellWidth: 16 },
      3: { cellWidth: 28 },
      5: { cellWidth: 23 },
      6: { cellWidth: 12 },
      7: { cellWidth: 28 },
      8: { cellWidth: 62 },
    },
    didParseCell: (data) => {
      grey(data);
      tint(data);
    },
  };
}

/** A heading for a section, on a new page when too little of this one is left for it and a row. */
function sectionHeading(doc: jsPDF, text: string, y: number): number {
  const bottom = doc.internal.pageSize.getHeight() - 30;
  let at = y;
  if (at > bottom) {
    doc.addPage();
    at = 18;
  }
  doc.setFont(PDF_FONT, "bold").setFontSize(12).text(text, MARGIN, at);
  return at + 3;
}

function emptyLine(doc: jsPDF, text: string, y: number): number {
  doc
    .setFont(PDF_FONT, "italic")
    .setFontSize(10)
    .text(text, MARGIN, y + 5);
  return y + 8;
}

/**
 * The control view on A4 landscape (docs/product-rules.md §15 "Kontroll on screen"): the site,
 * Skatteverket's ID, byggherre and our company, the period and filters, 'På plats nu', and every
 * entry with its marks. Pure: data in, document out, so a test can read it back.
 */
export function buildControlPdf(kit: PdfKit, input: ControlPdfInput): jsPDF {
  // Every name as registered, whatever its letters: the PDF embeds a Unicode font (lib/pdf/pdf-fonts.ts).
  const { header, present, rows } = input;
  const doc = kit.create("landscape");
  // The site as on the period's last day; when it changed within the period, each span of days with its own.
  const spans = siteSpans(header, input);
  const site = spans[spans.length - 1]?.site ?? header.site;
  // A setting that cannot be read is written as the line saying so, never a blank (docs/product-rules.md §10).
  const keeper = keeperAsWritten(header.ourCompany);
  drawTitle(doc, LEDGER_MSG.controlTitle, 16);
  doc.setFont(PDF_FONT, "bold").setFontSize(13).text(site.name, MARGIN, 24);
  const facts = [
    site.address,
    `${LEDGER_MSG.skvIdLabel}: ${site.skvId ?? LEDGER_MSG.skvIdMissing}`,
    `${LEDGER_MSG.builderLabel}: ${withOrg(site.builderName, site.builderOrgNumber)}`,
    `${LEDGER_MSG.keeper(site.ledgerScope)}: ${withOrg(keeper.name, keeper.orgNumber)}`,
    ...(spans.length > 1 ? [`${LEDGER_MSG.siteHistoryHeading}:`, ...spans.map((span) => `  ${siteSpanText(span)}`)] : []),
    `Period: ${input.period}`,
    `Urval: ${input.filterText}`,
    `Utskriven ${instant(input.createdAt.toISOString())}`,
  ];
  doc.setFont(PDF_FONT, "normal").setFontSize(10);
  facts.forEach((line, i) => doc.text(line, MARGIN, 30 + i * 5));
  let y = 30 + facts.length * 5 + 4;

  y = sectionHeading(doc, `${LEDGER_MSG.presentNow} (${present.length})`, y);
  if (present.length === 0) y = emptyLine(doc, LEDGER_MSG.nobodyPresent, y);
  else {
    kit.table(doc, {
      startY: y,
      margin: TABLE_MARGIN,
      ...ROWS_WHOLE_WITH_HEAD,
      head: [PRESENT_HEAD],
      body: presentRows(present),
      styles: CELL_STYLES,
      headStyles: TABLE_HEAD_STYLES,
    });
    y = kit.lastTableEnd(doc) + 4;
  }

  y = sectionHeading(doc, `${LEDGER_MSG.entriesHeading} (${rows.length})`, y + 6);
  if (rows.length === 0) emptyLine(doc, LEDGER_MSG.noEntriesPeriod, y);
  else kit.table(doc, entryTableOptions(rows, y));
  addPageNumbers(doc);
  const names = [...new Set(spans.map((span) => span.site.name))].join(" / ");
  const skvIds = [...new Set(spans.map((span) => span.site.skvId ?? LEDGER_MSG.skvIdMissing))].join(" / ");
  siteOnEveryPage(doc, `${names} · ${LEDGER_MSG.skvIdLabel}: ${skvIds} · Period: ${input.period}`);
  return doc;
}

/** The site, its ID and the period at the foot of every page, beside its number: a loose page still says what it is. */
function siteOnEveryPage(doc: jsPDF, line: string): void {
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= doc.getNumberOfPages(); page++) {
    doc
      .setPage(page)
      .setFont(PDF_FONT, "normal")
      .setFontSize(8)
      .setTextColor(110)
      .text(line, MARGIN, height - 7);
  }
  doc.setTextColor(0);
}
