export const PAYROLL_SETTINGS_PATH = "/api/settings/payroll";

export const ACCOUNT_SETTINGS_PATH = "/api/settings/accounts";

/** The daily norm of 'Arbetad tid', for every report form (docs/product-rules.md §4). */
export const DAILY_NORM_PATH = "/api/settings/daily-norm";

export const settingsKeys = {
  all: ["settings"] as const,
  payroll: ["settings", "payroll"] as const,
  accounts: ["settings", "accounts"] as const,
  /**
   * Keyed by its path, like every answer the worker's offline cache keeps
   * (features/offline/lib/query-persistence.ts), so the form still knows the norm offline.
   */
  dailyNorm: [DAILY_NORM_PATH] as const,
};
