import {
  LEDGER_ENTRY_KIND_LABELS,
  LEDGER_ENTRY_METHOD_LABELS,
  LEDGER_EVENT_ACTIONS,
  LEDGER_OWN_COMPANY,
  LEDGER_SCOPE_LABELS,
  SITE_FACT_LABELS,
  type LedgerEventAction,
} from "@shared/domain";
import type siteSv from "@shared/i18n/catalogs/site/sv";
import type { LedgerLogEvent } from "@shared/types";
import type { Translate } from "@/lib/i18n/runtime";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { stockholmParts } from "@/lib/ledger/ledger-format";

/*
 * 'Händelselogg' (docs/i18n.md, "The event log"): the screen's labels follow the reader (the
 * action's name, the count of a run, the inspector who has no account); what an event says, its
 * details, is the record and keeps the personalliggare's Swedish words.
 */

/** 'Vem': the user who acted, or the inspector reading through a link (no account), named in the reader's language. */
export const actorText = (event: LedgerLogEvent, t: Translate<typeof siteSv>) => event.actor?.fullName ?? t("site.log.inspector");

const isAction = (action: string): action is LedgerEventAction => (LEDGER_EVENT_ACTIONS as readonly string[]).includes(action);

/** 'Händelse' in the reader's language; an action this screen does not know yet, as the server names it. */
export const actionText = (action: string, t: Translate<typeof siteSv>) => (isAction(action) ? t(`site.log.action.${action}`) : action);

/** How many readings a run of them stands for, '(4 gånger)'; null for a row of one event. */
export const runCountText = (event: LedgerLogEvent, t: Translate<typeof siteSv>) => (event.count > 1 ? t("site.log.times", { count: event.count }) : null);

/** 'Tid': ÅÅÅÅ-MM-DD TT:MM:SS in Stockholm. */
export function eventTime(at: string): string {
  const { date, time } = stockholmParts(at);
  return `${date} ${time}`;
}

/** The fields of a person a `person-update` names, as the people form labels them. */
const FIELD_LABELS: Record<string, string> = {
  fullName: "Namn",
  identityNumber: "Personnummer",
  id06CardNumber: "ID06-kort",
  companyId: "Företag",
};

/** Ids that say nothing to a reader: the rows they point at are named by the other details. */
const IDS = new Set(["correctsId", "supersedes", "personId", "linkId", "entryId"]);

/**
 * What a reading read, the `read` of a `view` or `link-use` row (docs/product-rules.md §15): who
 * was present (the inspector's page reads it with the site's header), the entries, or a file.
 */
const READ_TEXT: Record<string, string> = {
  present: LEDGER_MSG.presentNow,
  header: LEDGER_MSG.presentNow,
  entries: LEDGER_MSG.entriesHeading,
  csv: "Format: CSV",
  pdf: "Format: PDF",
};

const isInstant = (value: unknown): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value)) && /T\d{2}:\d{2}/.test(value);

/** A value as a reader writes it: yes or no, a date and time, '–' for nothing. */
function plain(value: unknown): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "ja" : "nej";
  if (isInstant(value)) return eventTime(value);
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** The Swedish word for a value of the vocabulary; a value this screen does not know, as it is. */
function labelOr(labels: Readonly<Record<string, string>>, value: unknown): string {
  return typeof value === "string" && Object.hasOwn(labels, value) ? labels[value] : plain(value);
}

/** What the event concerned, one line a fact; `companyName` names a company of the site by its id. */
export function detailLines(event: LedgerLogEvent, companyName: (id: string) => string | undefined = () => undefined): string[] {
  const details = event.details;
  const lines: string[] = [];
  const company = (id: unknown) => (id === LEDGER_OWN_COMPANY ? LEDGER_MSG.ownCompany : (companyName(String(id)) ?? String(id)));
  const handled = new Set<string>();
  const take = (key: string) => {
    handled.add(key);
    return details[key];
  };

  // Whom an entry or a correction is about comes first, as the entry named them.
  if ("personName" in details) lines.push(`Person: ${plain(take("personName"))}`);
  if (event.count > 1) lines.push(`Första gången: ${eventTime(event.firstAt)}`);
  if ("from" in details || "to" in details) {
    const from = take("from");
    const to = take("to") ?? from;
    lines.push(`Period: ${from === to ? plain(from) : `${plain(from)} – ${plain(to)}`}`);
  }
  if ("format" in details) lines.push(`Format: ${plain(take("format")).toUpperCase()}`);
  // A `read` this screen does not know stays for the `key: value` lines below.
  const read = details.read;
  if (typeof read === "string" && Object.hasOwn(READ_TEXT, read)) {
    handled.add("read");
    lines.push(READ_TEXT[read]);
  }
  if ("companyId" in details) {
    const id = take("companyId");
    // A company made by this event is named by its name below.
    if (id !== null && event.action !== "company-create") lines.push(`${LEDGER_MSG.companyFilter}: ${company(id)}`);
  }
  if ("search" in details && take("search") === true) lines.push("Sökning på person");
  if ("rows" in details) {
    const rows = take("rows");
    lines.push(rows === 1 ? "1 rad" : `${plain(rows)} rader`);
  }
  if ("hours" in details) {
    const hours = take("hours");
    lines.push(`${LEDGER_MSG.linkValidFor} ${typeof hours === "number" ? LEDGER_MSG.linkHoursOption(hours) : plain(hours)}`);
  }
  if ("expiresAt" in details) {
    const at = take("expiresAt");
    lines.push(typeof at === "string" && isInstant(at) ? LEDGER_MSG.linkValidUntil(eventTime(at).slice(0, 16)) : `Giltig till ${plain(at)}`);
  }
  if ("kind" in details) {
    const kind = take("kind");
    lines.push(labelOr(LEDGER_ENTRY_KIND_LABELS, kind));
  }
  if ("method" in details) {
    const method = take("method");
    lines.push(labelOr(LEDGER_ENTRY_METHOD_LABELS, method));
  }
  if ("occurredAt" in details) lines.push(`Tid: ${plain(take("occurredAt"))}`);
  if ("late" in details && take("late") === true) lines.push(LEDGER_MSG.late);
  if ("void" in details && take("void") === true) lines.push("Posten struken");
  if ("reason" in details) lines.push(`Anledning: ${plain(take("reason"))}`);
  if ("name" in details) lines.push(`Företag: ${[take("name"), take("orgNumber")].filter(Boolean).map(plain).join(" ")}`);
  if ("fullName" in details) lines.push(`Namn: ${plain(take("fullName"))}`);
  if ("identityNumber" in details) lines.push(`Personnummer: ${plain(take("identityNumber"))}`);
  if ("id06CardNumber" in details) {
    const card = take("id06CardNumber");
    if (card) lines.push(`ID06-kort: ${plain(card)}`);
  }
  if ("changes" in details) {
    const changes = take("changes");
    if (changes && typeof changes === "object") {
      // A person's fields, or a site's facts ("A site's history": its name, ID, byggherre, scope).
      const labels: Readonly<Record<string, string>> = event.action === "site-update" ? SITE_FACT_LABELS : FIELD_LABELS;
      for (const [field, change] of Object.entries(changes as Record<string, { before?: unknown; after?: unknown }>)) {
        const show = (value: unknown) =>
          field === "companyId" && value ? company(value) : field === "ledgerScope" ? labelOr(LEDGER_SCOPE_LABELS, value) : plain(value);
        lines.push(`${labels[field] ?? field}: ${show(change?.before)} → ${show(change?.after)}`);
      }
    }
  }
  for (const [key, value] of Object.entries(details)) {
    if (handled.has(key) || IDS.has(key)) continue;
    lines.push(`${key}: ${plain(value)}`);
  }
  return lines;
}
