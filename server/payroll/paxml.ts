import { PAXML_PROJECT_DIM, PAY_CODE_INFO, type PayCode } from "../../shared/domain";
import { zonedDateTime } from "../../shared/wall-clock";
import { isSingleLineXmlText, isXmlText } from "../../shared/validation/fields";

/*
 * PAXml 2.0 ("Version 2.0 2012-12", paxml.se), the parts this product emits. The schema's rules
 * that shape the text below: <paxml> and <header> are xs:all (any order, each at most once);
 * header/version is the enumeration "2.0"; header/datum is xs:dateTime; foretagorgnr at most 12
 * characters; tidtransaktioner is a sequence of at least one <tidtrans>, lonetransaktioner of at
 * least one <lonetrans> (so each is written only when it has a line: `paxmlSection`); the
 * children of both are xs:all (any order: we keep one); tidkod and lonkod are the schema's
 * enumerations, lonart any string; datum is xs:date; timmar, antal, apris, belopp and moms
 * xs:decimal (decimal point); resenhet/@dim is 1-99 and resenhet/@id at most 10 characters
 * (PAXML_DIM_ID_MAX).
 */

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or attribute value, with the five XML specials escaped. */
export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A value the file cannot carry, named by its element or attribute (`tidkod`, `anstid`, …). */
export class PaxmlValueError extends Error {
  constructor(readonly what: string) {
    super(`PAXml: ${what} holds a character the file cannot carry`);
  }
}

/**
 * A value of the file, escaped. The writer's own last guard (docs/product-rules.md §10): a
 * character XML 1.0 cannot carry would make the file no XML, and a tab or line break in an
 * attribute would reach the payroll system as a space, so it refuses to write either. The
 * export and the download refuse such data first with a 409 (`unsendable` in sendable.ts), and
 * the download writes the whole file before its first byte goes out, so even a value no check
 * names is a 409, never a file cut short (docs/product-rules.md §10).
 */
function value(text: string, what: string): string {
  if (!isSingleLineXmlText(text)) throw new PaxmlValueError(what);
  return xmlEscape(text);
}

/**
 * Element text that may span lines (an expense's description as `kommentar`,
 * docs/product-rules.md §16): tab and line feed are element text, a carriage return is written
 * as a reference so that the parser's line-end normalisation keeps it. Refuses, like `value`,
 * a character XML 1.0 cannot carry.
 */
function multilineValue(text: string, what: string): string {
  if (!isXmlText(text)) throw new PaxmlValueError(what);
  return xmlEscape(text).replace(/\r/g, "&#13;");
}

/** `2026-11-20T10:05:00+01:00`: the instant as wall-clock time in `timeZone` with its offset (xs:dateTime). */
export const xsDateTime = zonedDateTime;

export interface PaxmlHeader {
  createdAt: Date;
  timeZone: string;
  /** "" when not filled in: the optional element is left out. */
  companyName: string;
  orgNumber: string;
  /** What the file is, when it is not a whole period: the header's optional `info`. */
  info?: string;
}

/** Everything before the transactions: the declaration, the header and the project dimension. */
export function paxmlStart(h: PaxmlHeader): string {
  const header = [
    "    <version>2.0</version>",
    `    <datum>${xsDateTime(h.createdAt, h.timeZone)}</datum>`,
    h.orgNumber ? `    <foretagorgnr>${value(h.orgNumber, "foretagorgnr")}</foretagorgnr>` : "",
    h.companyName ? `    <foretagnamn>${value(h.companyName, "foretagnamn")}</foretagnamn>` : "",
    "    <programnamn>Tidrapport</programnamn>",
    h.info ? `    <info>${value(h.info, "info")}</info>` : "",
  ].filter(Boolean);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<paxml>",
    "  <header>",
    ...header,
    "  </header>",
    "  <dimensioner>",
    `    <dimension dim="${PAXML_PROJECT_DIM}" namn="Projekt"/>`,
    "  </dimensioner>",
    "",
  ].join("\n");
}

export interface PaxmlLine {
  employeeNumber: string;
  payrollCode: string;
  date: string;
  /** Null for absence: no project dimension. */
  projectNumber: string | null;
  /** "8.00" */
  hours: string;
}

/** The project as `resenhet` of dimension 6, or nothing (absence, an expense without a project). */
function projectUnit(projectNumber: string | null): string {
  if (projectNumber === null) return "";
  return `      <resenheter>\n        <resenhet dim="${PAXML_PROJECT_DIM}" id="${value(projectNumber, "resenhet/@id")}"/>\n      </resenheter>\n`;
}

/** One <tidtrans>: a worker's hours on one date, code and project. */
export function paxmlTidtrans(l: PaxmlLine): string {
  return (
    `    <tidtrans anstid="${value(l.employeeNumber, "anstid")}">\n` +
    `      <tidkod>${value(l.payrollCode, "tidkod")}</tidkod>\n` +
    `      <datum>${value(l.date, "datum")}</datum>\n` +
    `      <timmar>${value(l.hours, "timmar")}</timmar>\n` +
    projectUnit(l.projectNumber) +
    "    </tidtrans>\n"
  );
}

/**
 * `<tidtransaktioner>` or `<lonetransaktioner>` around the lines of `batches`, streamed; nothing
 * at all when there is no line (the schema wants at least one in each).
 */
export async function* paxmlSection<T>(
  name: "tidtransaktioner" | "lonetransaktioner",
  batches: AsyncIterable<T[]> | Iterable<T[]>,
  write: (line: T) => string,
): AsyncGenerator<string> {
  let open = false;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    if (!open) yield `  <${name}>\n`;
    open = true;
    yield batch.map(write).join("");
  }
  if (open) yield `  </${name}>\n`;
}

export interface PaxmlPayLine {
  employeeNumber: string;
  payCode: PayCode;
  /** The code map's value at export: the pay code itself is written as `lonkod`, anything else as `lonart`. */
  payrollCode: string;
  /**
   * The expense's id: `samlingsid`, shared by the lines of one expense (a trip's days, nights and
   * meals); null on a rättelse file's line, which sums the expenses of its date and code.
   */
  expenseId: string | null;
  date: string;
  projectNumber: string | null;
  /** "12.30", "250.00", "307.50": kronor and units with a decimal point; a rättelse file's differences may be negative. */
  quantity: string;
  /** Null on a rättelse file's line: a difference has no one price. */
  unitPrice: string | null;
  amount: string;
  /** An utlägg's VAT; null on every other line. */
  vat: string | null;
  /** The expense's description: what, route or destination. */
  comment: string;
}

/**
 * One <lonetrans>: one pay line of an attested expense (docs/product-rules.md §16), its children
 * always in this order: the code, benamning, kommentar, datum, antal, apris, belopp, moms (utlägg
 * only), samlingsid, and the project as resenhet dimension 6 when the expense has one. A
 * rättelse file's line has no apris and no samlingsid (docs/product-rules.md §10, "Changes").
 */
export function paxmlLonetrans(l: PaxmlPayLine): string {
  const code = l.payrollCode === l.payCode ? `<lonkod>${value(l.payCode, "lonkod")}</lonkod>` : `<lonart>${value(l.payrollCode, "lonart")}</lonart>`;
  return (
    `    <lonetrans anstid="${value(l.employeeNumber, "anstid")}">\n` +
    `      ${code}\n` +
    `      <benamning>${value(PAY_CODE_INFO[l.payCode].label, "benamning")}</benamning>\n` +
    (l.comment === "" ? "" : `      <kommentar>${multilineValue(l.comment, "kommentar")}</kommentar>\n`) +
    `      <datum>${value(l.date, "datum")}</datum>\n` +
    `      <antal>${value(l.quantity, "antal")}</antal>\n` +
    (l.unitPrice === null ? "" : `      <apris>${value(l.unitPrice, "apris")}</apris>\n`) +
    `      <belopp>${value(l.amount, "belopp")}</belopp>\n` +
    (l.vat === null ? "" : `      <moms>${value(l.vat, "moms")}</moms>\n`) +
    (l.expenseId === null ? "" : `      <samlingsid>${value(l.expenseId, "samlingsid")}</samlingsid>\n`) +
    projectUnit(l.projectNumber) +
    "    </lonetrans>\n"
  );
}

export const PAXML_END = "</paxml>\n";
