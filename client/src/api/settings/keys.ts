export const PAYROLL_SETTINGS_PATH = "/api/settings/payroll";

export const settingsKeys = {
  all: ["settings"] as const,
  payroll: ["settings", "payroll"] as const,
};
