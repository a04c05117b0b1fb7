export const PAYROLL_SETTINGS_PATH = "/api/settings/payroll";

export const ACCOUNT_SETTINGS_PATH = "/api/settings/accounts";

export const settingsKeys = {
  all: ["settings"] as const,
  payroll: ["settings", "payroll"] as const,
  accounts: ["settings", "accounts"] as const,
};
