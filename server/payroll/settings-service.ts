import { PAY_CODES, TIME_CODES } from "../../shared/domain";
import { storedPayrollSettingsSchema, type PayrollSettingKey, type PayrollSettingsInput } from "../../shared/validation/payroll";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { conflict, problem, type Problem } from "../lib/errors";
import { readSetting, readSettingForUpdate, writeSetting } from "../lib/app-settings";

const KEY = "payroll";

/**
 * audit_logs.entity_id is a uuid, and the payroll settings are one document without an id of
 * their own: every audit row about them carries this fixed uuid, so their history is one query.
 */
export const PAYROLL_SETTINGS_AUDIT_ID = "5e771465-9a7e-4011-8000-00000000a001";

/** Before an admin saves anything: no company yet, overtime per month, every code to itself. */
const UNSET: Record<string, unknown> = { companyName: "", orgNumber: "" };

const SHAPE = storedPayrollSettingsSchema.shape;
const SETTING_KEYS = Object.keys(SHAPE) as PayrollSettingKey[];

/** What our company is called in a check-in and heads every payroll file. */
const COMPANY_SETTINGS: PayrollSettingKey[] = ["companyName", "orgNumber"];
/** What an export writes: the company and the code map (docs/product-rules.md §10). */
const EXPORT_SETTINGS: PayrollSettingKey[] = [...COMPANY_SETTINGS, "codeMap"];

/** The stored payroll settings as read: each setting, and the ones the document holds that cannot be read. */
export interface StoredPayrollSettings {
  /** Every setting; one that cannot be read holds its default here, and is named in `unreadable`. */
  settings: PayrollSettingsInput;
  /** The settings the stored document holds in a form that no longer parses, in the schema's order. */
  unreadable: PayrollSettingKey[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A code map's own codes: a code this version does not know (one removed since) is left for the next save to keep, not read. */
function knownCodes(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const known: readonly string[] = [...TIME_CODES, ...PAY_CODES];
  return Object.fromEntries(Object.entries(value).filter(([code]) => known.includes(code)));
}

/**
 * A stored document (or none) read one setting at a time (docs/product-rules.md §10): a setting an
 * older version left out takes its default; one that is there and no longer parses takes its
 * default too, and is named in `unreadable`, so that nothing is replaced in silence and one bad
 * setting takes no other with it. A document that is no object at all has every setting unreadable.
 */
export function parseStoredPayrollSettings(value: unknown): StoredPayrollSettings {
  const whole = value === undefined || value === null || isRecord(value);
  const stored = isRecord(value) ? value : {};
  const out: Record<string, unknown> = {};
  const unreadable: PayrollSettingKey[] = [];
  for (const key of SETTING_KEYS) {
    const raw = key === "codeMap" ? knownCodes(stored[key]) : stored[key];
    const parsed = SHAPE[key].safeParse(raw === undefined ? UNSET[key] : raw);
    if (parsed.success && whole) out[key] = parsed.data;
    else {
      out[key] = SHAPE[key].parse(UNSET[key]);
      unreadable.push(key);
    }
  }
  return { settings: out as PayrollSettingsInput, unreadable };
}

/**
 * What a save writes: the admin's settings over the stored document, so that what this version
 * does not know (another key, a code removed from the map) survives the save (docs/product-rules.md §10).
 */
function mergedForSave(stored: unknown, input: PayrollSettingsInput): Record<string, unknown> {
  const before = isRecord(stored) ? stored : {};
  const codes = isRecord(before.codeMap) ? before.codeMap : {};
  return { ...before, ...input, codeMap: { ...codes, ...input.codeMap } };
}

/** The stored payroll settings with the ones that cannot be read named. */
export async function readPayrollSettings(db: DbOrTx): Promise<StoredPayrollSettings> {
  return parseStoredPayrollSettings(await readSetting(db, KEY));
}

/**
 * The payroll settings as they are now, for what reads a setting to show or warn by (a setting
 * that cannot be read holds its default; the settings screen names it).
 */
export async function currentPayrollSettings(db: DbOrTx): Promise<PayrollSettingsInput> {
  return (await readPayrollSettings(db)).settings;
}

/** The 409 of the first of `needed` that cannot be read, naming the setting; null when all can. */
function unreadableSettingProblem(stored: StoredPayrollSettings, needed: PayrollSettingKey[]): Problem | null {
  const setting = needed.find((k) => stored.unreadable.includes(k));
  return setting ? problem("payroll.setting-unreadable", { setting }) : null;
}

/** The 409 of a check-in when our company's name or organisation number cannot be read; null when both can. */
export const companySettingsProblem = (stored: StoredPayrollSettings): Problem | null => unreadableSettingProblem(stored, COMPANY_SETTINGS);

/**
 * The settings an export writes, read in its transaction: 409 naming the first that cannot be
 * read, or asking for our company's name and organisation number while either is blank.
 */
export async function exportPayrollSettings(db: DbOrTx): Promise<PayrollSettingsInput> {
  const stored = await readPayrollSettings(db);
  const unreadable = unreadableSettingProblem(stored, EXPORT_SETTINGS);
  if (unreadable) throw conflict(unreadable);
  if (!stored.settings.companyName.trim() || !stored.settings.orgNumber.trim()) throw conflict(problem("payroll.company-missing"));
  return stored.settings;
}

/**
 * The settings `needed`, read in the caller's transaction, for what cannot go on with a default
 * standing in for a stored value (docs/product-rules.md §10): 409 naming the first that cannot be read.
 */
export async function requiredPayrollSettings(db: DbOrTx, needed: PayrollSettingKey[]): Promise<PayrollSettingsInput> {
  const stored = await readPayrollSettings(db);
  const unreadable = unreadableSettingProblem(stored, needed);
  if (unreadable) throw conflict(unreadable);
  return stored.settings;
}

/** The rates an expense is counted with (docs/product-rules.md §16). */
const EXPENSE_RATE_SETTINGS: PayrollSettingKey[] = ["mileageRate", "mileageTaxFree", "allowanceFull", "allowanceNight", "mealShares"];

/** The settings an expense is counted with, read in its transaction: 409 naming the first rate that cannot be read. */
export const expenseRateSettings = (db: DbOrTx): Promise<PayrollSettingsInput> => requiredPayrollSettings(db, EXPENSE_RATE_SETTINGS);

export function createPayrollSettingsService(db: Db) {
  return {
    get: () => readPayrollSettings(db),

    /** The daily norm the report form offers 'Dela upp' past (§4): 409 when it cannot be read. */
    dailyNorm: () => requiredPayrollSettings(db, ["dailyNormHours"]),

    async save(input: PayrollSettingsInput, actor: SessionUser): Promise<StoredPayrollSettings> {
      return db.transaction(async (tx) => {
        const stored = await readSettingForUpdate(tx, KEY);
        const before = parseStoredPayrollSettings(stored).settings;
        await writeSetting(tx, KEY, mergedForSave(stored, input), actor.id);
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "settings", entityId: PAYROLL_SETTINGS_AUDIT_ID, before, after: input });
        return parseStoredPayrollSettings(mergedForSave(stored, input));
      });
    },
  };
}
export type PayrollSettingsService = ReturnType<typeof createPayrollSettingsService>;
