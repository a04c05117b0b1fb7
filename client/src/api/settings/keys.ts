export const PAYROLL_SETTINGS_PATH = "/api/settings/payroll";

export const ACCOUNT_SETTINGS_PATH = "/api/settings/accounts";

/** The daily norm of 'Arbetad tid', for every report form (docs/product-rules.md §4). */
export const DAILY_NORM_PATH = "/api/settings/daily-norm";

/** The rates an expense is counted with (docs/product-rules.md §16); any signed-in user may read them. */
export const EXPENSE_RATES_PATH = "/api/settings/expense-rates";

export const settingsKeys = {
  all: ["settings"] as const,
  payroll: ["settings", "payroll"] as const,
  accounts: ["settings", "accounts"] as const,
  /**
   * Keyed by its path, like every answer the worker's offline cache keeps
   * (features/offline/lib/query-persistence.ts), so the form still knows the norm offline.
   */
  dailyNorm: [DAILY_NORM_PATH] as const,
  /** By its path too: the phone's forms count kronor offline with the rates last read. */
  expenseRates: [EXPENSE_RATES_PATH] as const,
};
