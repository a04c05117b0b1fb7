import { isSingleLineXmlText, isXmlText } from "../../shared/validation/fields";
import { conflict, type HttpError, problem } from "../lib/errors";
import type { ExportIdentity } from "./rows";

/**
 * A value as the admin can read it in a message: each control character as its Unicode
 * picture ('␋' for a vertical tab), a noncharacter or half a surrogate pair as '�'.
 */
function visible(value: string): string {
  return Array.from(value, (ch) => {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20) return String.fromCharCode(0x2400 + c);
    return c === 0xfffe || c === 0xffff || (c >= 0xd800 && c <= 0xdfff) ? "\uFFFD" : ch;
  }).join("");
}

/**
 * The 409 of a snapshot the payroll file cannot carry (docs/product-rules.md §10): a company
 * name, employee number or project number with a tab, a line break or a character XML 1.0
 * cannot carry, saved before the input refused them; a code of the code map (`tidkod`, `lonart`)
 * likewise, which only a write around the input rules stores; and an attested expense's description
 * (`kommentar`, element text: tab and line breaks are fine there) with a character XML 1.0
 * cannot carry, which only a write around the input rules stores (docs/product-rules.md §16).
 * Checked inside the export's transaction, so that the period is not locked with a file nobody
 * can read, and again before a download.
 */
export function unsendable(
  companyName: string,
  identities: ExportIdentity[],
  comments: readonly { fullName: string; comment: string }[],
): HttpError | undefined {
  if (!isSingleLineXmlText(companyName)) return conflict(problem("payroll.company-name-not-for-payroll"));
  const names = [...new Set(identities.filter((i) => !isSingleLineXmlText(i.employeeNumber)).map((i) => i.fullName))].sort();
  if (names.length > 0) return conflict(problem("payroll.employee-numbers-not-for-payroll", { names: names.join(", ") }));
  const numbers = [
    ...new Set(identities.flatMap((i) => (i.projectNumber !== null && !isSingleLineXmlText(i.projectNumber) ? [visible(i.projectNumber)] : []))),
  ].sort();
  if (numbers.length > 0) return conflict(problem("payroll.project-numbers-not-for-payroll", { numbers: numbers.join(", ") }));
  const codes = [...new Set(identities.filter((i) => !isSingleLineXmlText(i.payrollCode)).map((i) => visible(i.payrollCode)))].sort();
  if (codes.length > 0) return conflict(problem("payroll.codes-not-for-payroll", { codes: codes.join(", ") }));
  const writers = [...new Set(comments.filter((c) => !isXmlText(c.comment)).map((c) => c.fullName))].sort();
  if (writers.length > 0) return conflict(problem("payroll.expense-texts-not-for-payroll", { names: writers.join(", ") }));
  return undefined;
}
