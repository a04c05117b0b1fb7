import { oreOf, swedishNumber } from "@shared/domain";
import { decimalSeparator } from "@shared/i18n/format";
import type { Locale } from "@shared/i18n/locales";
import type { MilExpense, UtlaggExpense } from "@shared/types";
import { MILEAGE_KM_MAX, OBJECT_PATH_PREFIX, type ExpenseBody } from "@shared/validation";
import type { KeptReceipt } from "./offline-expense";

type UtlaggBody = Extract<ExpenseBody, { kind: "utlagg" }>;
type MilBody = Extract<ExpenseBody, { kind: "mil" }>;

/** "249.50" → '249,50': kronor as a worker types them in `locale` ('249.50' in English); the shared schema reads either. */
export const kronorInput = (kronor: string, locale: Locale = "sv") =>
  swedishNumber(oreOf(kronor) / 100, { decimals: 2, grouping: "none" }).replace(",", decimalSeparator(locale));

export interface UtlaggFormValues {
  date: string;
  /** Kronor including VAT, as typed. */
  amount: string;
  vat: string;
  description: string;
  projectId: string;
  /** The receipts uploaded so far. */
  receiptImageUrls: string[];
  /** Receipts photographed offline, uploaded by the queue: they count as receipts here (docs/product-rules.md §12). */
  kept: KeptReceipt[];
}

/** A kept receipt stands in the checked body as a path of its own id, and is taken out again before sending. */
const standInPath = (receipt: KeptReceipt) => `${OBJECT_PATH_PREFIX}${receipt.id}`;

export function toUtlaggBody({ kept, ...values }: UtlaggFormValues): unknown {
  return { kind: "utlagg", ...values, receiptImageUrls: [...values.receiptImageUrls, ...kept.map(standInPath)] };
}

/** The checked body with only the uploaded receipts: the queue adds the kept ones once they are uploaded. */
export function withoutStandIns(body: ExpenseBody, kept: readonly KeptReceipt[]): ExpenseBody {
  if (body.kind !== "utlagg") return body;
  const standIns = new Set(kept.map(standInPath));
  return { ...body, receiptImageUrls: body.receiptImageUrls.filter((path) => !standIns.has(path)) };
}

/** A new utlägg starts on today; a sent or queued one shows what it had. */
export function initialUtlaggValues(
  source: UtlaggExpense | UtlaggBody | null,
  today: string,
  kept: KeptReceipt[] = [],
  locale: Locale = "sv",
): UtlaggFormValues {
  if (!source) return { date: today, amount: "", vat: "", description: "", projectId: "", receiptImageUrls: [], kept };
  return {
    date: source.date,
    amount: kronorInput(source.amount, locale),
    vat: kronorInput(source.vat, locale),
    description: source.description,
    projectId: source.projectId ?? "",
    receiptImageUrls: [...source.receiptImageUrls],
    kept,
  };
}

export interface MilFormValues {
  date: string;
  /** Whole kilometres, as typed. */
  km: string;
  route: string;
  projectId: string;
}

export function initialMilValues(source: MilExpense | MilBody | null, today: string): MilFormValues {
  if (!source) return { date: today, km: "", route: "", projectId: "" };
  return { date: source.date, km: String(source.km), route: source.route, projectId: source.projectId ?? "" };
}

/** The km typed, when it is a whole number the schema takes: the sum shows only then. */
export function typedKm(km: string): number | null {
  const trimmed = km.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MILEAGE_KM_MAX ? n : null;
}
