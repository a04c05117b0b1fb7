import { z } from "zod";
import { isIsoDate } from "../dates";
import { MSG } from "./messages";

/** True when `value` holds a NUL character, which PostgreSQL cannot store in a text column. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * True when `value` holds half of a UTF-16 surrogate pair on its own (JSON's `"\ud800"`). It is
 * no character: a text column would store it as U+FFFD, and a json column refuses it.
 */
export function hasLoneSurrogate(value: string): boolean {
  return /\p{Cs}/u.test(value);
}

/**
 * True when `value` holds a control character XML 1.0 cannot carry (U+0001-U+001F other than
 * tab, line feed and carriage return) or one of the noncharacters U+FFFE and U+FFFF. NUL and
 * lone surrogates, which XML cannot carry either, have their own tests above.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0xfffe || c === 0xffff) return true;
  }
  return false;
}

/** True when every character of `value` can be written into an XML 1.0 file (docs/product-rules.md §14). */
export function isXmlText(value: string): boolean {
  return !hasNul(value) && !hasLoneSurrogate(value) && !hasControlCharacter(value);
}

/** True when `value` is XML text on one line: no tab, line feed or carriage return either. */
export function isSingleLineXmlText(value: string): boolean {
  return isXmlText(value) && !/[\t\n\r]/.test(value);
}

/**
 * Every text field starts here: a string (`message` when something else is sent) without NUL
 * characters, lone surrogates or the other characters XML 1.0 cannot carry (`isXmlText`): a
 * text may reach the payroll file, a CSV or a PDF. Tab and line breaks are text. That rule
 * comes first, so its message is the one a field shows.
 */
export function text(message: string = MSG.invalidInput) {
  return z.string({ error: message }).refine(isXmlText, MSG.invalidCharacter);
}

/**
 * A one-line name or number written into the payroll file (company name, employee number,
 * project number; docs/product-rules.md §10): trimmed, then without tab, line break or any
 * character XML 1.0 cannot carry ('Texten innehåller tecken som …'). NUL and lone surrogates
 * keep the message of every text field.
 */
export function payrollText(message: string = MSG.invalidInput) {
  return z
    .string({ error: message })
    .refine((v) => !hasNul(v) && !hasLoneSurrogate(v), { message: MSG.invalidCharacter, abort: true })
    .trim()
    .refine(isSingleLineXmlText, MSG.notForPayroll);
}

/**
 * How many characters a reader sees: without whitespace and without invisible format
 * characters (zero-width space and joiners, soft hyphen, direction marks: Unicode `Cf`).
 */
export function visibleLength(value: string): number {
  return value.replace(/[\p{Cf}\s]/gu, "").length;
}

/**
 * A reason or description that must say something: trimmed, at least `min` visible characters
 * (`minMessage`, also when it is no text at all) and at most `max` characters (`maxMessage`).
 */
export function writtenText(min: number, max: number, minMessage: string, maxMessage: string) {
  return text(minMessage)
    .trim()
    .refine((v) => visibleLength(v) >= min, minMessage)
    .refine((v) => v.length <= max, maxMessage);
}

/** A text input that may be left empty: "" and null both become null. */
export function optionalText(max: number) {
  return z
    .string()
    .nullish()
    .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
    .pipe(text().max(max, MSG.tooLong(max)).nullable());
}

/** An optional `YYYY-MM-DD` date; "" becomes null. */
export const optionalIsoDate = z
  .string()
  .nullish()
  .transform((v) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null))
  .refine((v) => v === null || isIsoDate(v), MSG.invalidDate);

/**
 * `?returned=true` of a list: only what an admin sent back and was not sent again, all of it and
 * not a page (docs/product-rules.md §6); "false" and "" mean the ordinary list.
 */
export const returnedFlag = z
  .enum(["true", "false", ""], { error: MSG.invalidInput })
  .transform((v) => (v === "true" ? true : undefined))
  .optional();

export const isoDateSchema = (requiredMessage: string) => text(requiredMessage).trim().min(1, requiredMessage).refine(isIsoDate, MSG.invalidDate);

/** A bulk action's period: with `ids`, the other way to name its rows (`bulkTargetCheck`). */
export const bulkPeriodFields = {
  startDate: isoDateSchema(MSG.dateRequired).optional(),
  endDate: isoDateSchema(MSG.dateRequired).optional(),
};

/**
 * The target of a bulk action: the rows named in `ids`, or the period `startDate`–`endDate`
 * (narrowed by the body's other fields), its end not before its start. `message` stands on
 * `ids` when neither is named and, with `exactlyOne`, also when both are.
 */
export function bulkTargetCheck(message: string, { exactlyOne }: { exactlyOne: boolean }) {
  return (b: { ids?: unknown[]; startDate?: string; endDate?: string }, ctx: z.RefinementCtx): void => {
    const byIds = b.ids !== undefined && b.ids.length > 0;
    const byPeriod = b.startDate !== undefined && b.endDate !== undefined;
    if (exactlyOne ? byIds === byPeriod : !byIds && !byPeriod) ctx.addIssue({ code: "custom", path: ["ids"], message });
    if (b.startDate !== undefined && b.endDate !== undefined && b.startDate > b.endDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "Startdatum måste vara före slutdatum." });
  };
}

/**
 * The one rule for an id: a UUID as zod reads it (RFC 9562 layout, either case). Ids in
 * paths, queries and bodies are all checked with it; nothing checks an id by hand.
 */
export const uuidString = (message: string = MSG.invalidId) => z.uuid(message);

/** An id picked in a form or sent in a body: surrounding spaces are forgiven. */
export const uuidSchema = (message: string = MSG.invalidId) => text(message).trim().pipe(uuidString(message));

/**
 * `:id` of a route, taken exactly as sent. The server answers a failure with 404 like an
 * unknown id: an address that cannot name a row names nothing.
 */
export const idParamsSchema = z.object({ id: uuidString() });
