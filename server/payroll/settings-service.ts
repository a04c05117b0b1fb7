import { storedPayrollSettingsSchema, type PayrollSettingsInput } from "../../shared/validation/payroll";
import type { Db, DbOrTx } from "../db";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";
import { readSetting, readSettingForUpdate, writeSetting } from "../lib/app-settings";

const KEY = "payroll";

/**
 * audit_logs.entity_id is a uuid, and the payroll settings are one document without an id of
 * their own: every audit row about them carries this fixed uuid, so their history is one query.
 */
export const PAYROLL_SETTINGS_AUDIT_ID = "5e771465-9a7e-4011-8000-00000000a001";

/** Before an admin saves anything: no company yet, overtime per month, every code to itself. */
const UNSET = { companyName: "", orgNumber: "" };

/** A stored document (or none) through the schema, so that defaults fill in what an older version left out. */
function parseStored(value: unknown): PayrollSettingsInput {
  const stored = value && typeof value === "object" ? value : {};
  const parsed = storedPayrollSettingsSchema.safeParse({ ...UNSET, ...stored });
  // A document that no longer parses (e.g. a code removed from the schema) falls back to the defaults.
  return parsed.success ? parsed.data : storedPayrollSettingsSchema.parse(UNSET);
}

/** The payroll settings as they are now; exports read them inside their own transaction. */
export async function currentPayrollSettings(db: DbOrTx): Promise<PayrollSettingsInput> {
  return parseStored(await readSetting(db, KEY));
}

export function createPayrollSettingsService(db: Db) {
  return {
    get: () => currentPayrollSettings(db),

    async save(input: PayrollSettingsInput, actor: SessionUser): Promise<PayrollSettingsInput> {
      return db.transaction(async (tx) => {
        const before = parseStored(await readSettingForUpdate(tx, KEY));
        await writeSetting(tx, KEY, input, actor.id);
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "settings", entityId: PAYROLL_SETTINGS_AUDIT_ID, before, after: input });
        return input;
      });
    },
  };
}
export type PayrollSettingsService = ReturnType<typeof createPayrollSettingsService>;
