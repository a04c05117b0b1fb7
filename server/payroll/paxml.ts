import { PAXML_PROJECT_DIM } from "../../shared/domain";
import { zonedDateTime } from "../../shared/dates";
import { isSingleLineXmlText } from "../../shared/validation/fields";

/*
 * PAXml 2.0 ("Version 2.0 2012-12", paxml.se), the parts this product emits. The schema's rules
 * that shape the text below: <paxml> and <header> are xs:all (any order, each at most once);
 * header/version is the enumeration "2.0"; header/datum is xs:dateTime; foretagorgnr at most 12
 * characters; tidtransaktioner is a sequence of <tidtrans>, whose children are xs:all; tidkod
 * is one of the schema's codes; datum is xs:date; timmar xs:decimal (decimal point);
 * resenhet/@dim is 1-99 and resenhet/@id at most 10 characters (PAXML_DIM_ID_MAX).
 */

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text or attribute value, with the five XML specials escaped. */
export function xmlEscape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/**
 * A value of the file, escaped. The writer's own last guard (docs/product-rules.md §10): a
 * character XML 1.0 cannot carry would make the file no XML, and a tab or line break in an
 * attribute would reach the payroll system as a space, so it refuses to write either. The
 * export and the download refuse such data first with a 409 (`unsendable` in sendable.ts).
 */
function value(text: string, what: string): string {
  if (!isSingleLineXmlText(text)) throw new Error(`PAXml: ${what} holds a character the file cannot carry`);
  return xmlEscape(text);
}

/** `2026-11-20T10:05:00+01:00`: the instant as wall-clock time in `timeZone` with its offset (xs:dateTime). */
export const xsDateTime = zonedDateTime;

export interface PaxmlHeader {
  createdAt: Date;
  timeZone: string;
  /** "" when not filled in: the optional element is left out. */
  companyName: string;
  orgNumber: string;
}

/** Everything before the first <tidtrans>. */
export function paxmlStart(h: PaxmlHeader): string {
  const header = [
    "    <version>2.0</version>",
    `    <datum>${xsDateTime(h.createdAt, h.timeZone)}</datum>`,
    h.orgNumber ? `    <foretagorgnr>${value(h.orgNumber, "foretagorgnr")}</foretagorgnr>` : "",
    h.companyName ? `    <foretagnamn>${value(h.companyName, "foretagnamn")}</foretagnamn>` : "",
    "    <programnamn>Tidrapport</programnamn>",
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
    "  <tidtransaktioner>",
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

/** One <tidtrans>: a worker's hours on one date, code and project. */
export function paxmlTidtrans(l: PaxmlLine): string {
  const project =
    l.projectNumber === null
      ? ""
      : `      <resenheter>\n        <resenhet dim="${PAXML_PROJECT_DIM}" id="${value(l.projectNumber, "resenhet/@id")}"/>\n      </resenheter>\n`;
  return (
    `    <tidtrans anstid="${value(l.employeeNumber, "anstid")}">\n` +
    `      <tidkod>${value(l.payrollCode, "tidkod")}</tidkod>\n` +
    `      <datum>${value(l.date, "datum")}</datum>\n` +
    `      <timmar>${value(l.hours, "timmar")}</timmar>\n` +
    project +
    "    </tidtrans>\n"
  );
}

export const PAXML_END = "  </tidtransaktioner>\n</paxml>\n";
