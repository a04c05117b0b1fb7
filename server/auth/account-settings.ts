import { accountSettingsSchema, type AccountSettingsInput, type RegistrationMode } from "../../shared/validation/accounts";
import type { Db, DbOrTx } from "../db";
import { readSetting, readSettingForUpdate, writeSetting } from "../lib/app-settings";
import { writeAudit } from "../lib/audit";
import type { SessionUser } from "../lib/auth-guards";

const KEY = "accounts";

/** audit_logs.entity_id is a uuid: every audit row about the account settings carries this one. */
const ACCOUNT_SETTINGS_AUDIT_ID = "5e771465-9a7e-4011-8000-00000000a002";

/** The stored document, or `fallback` (REGISTRATION, docs/product-rules.md §1) until an admin saves one. */
function parseStored(value: unknown, fallback: RegistrationMode): AccountSettingsInput {
  const parsed = accountSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : { registration: fallback };
}

export async function currentAccountSettings(db: DbOrTx, fallback: RegistrationMode): Promise<AccountSettingsInput> {
  return parseStored(await readSetting(db, KEY), fallback);
}

/** 'Inställningar' → 'Registrering': who may make an account. */
export function createAccountSettingsService(db: Db, fallback: RegistrationMode) {
  return {
    get: () => currentAccountSettings(db, fallback),

    async save(input: AccountSettingsInput, actor: SessionUser): Promise<AccountSettingsInput> {
      return db.transaction(async (tx) => {
        const before = parseStored(await readSettingForUpdate(tx, KEY), fallback);
        await writeSetting(tx, KEY, input, actor.id);
        await writeAudit(tx, { userId: actor.id, action: "update", entityType: "settings", entityId: ACCOUNT_SETTINGS_AUDIT_ID, before, after: input });
        return input;
      });
    },
  };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
