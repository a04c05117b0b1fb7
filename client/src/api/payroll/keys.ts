export const PAYROLL_PREVIEW_PATH = "/api/payroll/preview";
export const PAYROLL_EXPORTS_PATH = "/api/payroll/exports";
export const LOCKED_PERIODS_PATH = "/api/locked-periods";

export const payrollExportPath = (id: string) => `${PAYROLL_EXPORTS_PATH}/${encodeURIComponent(id)}`;
/** The PAXml file as handed to the payroll system: the same bytes on every download. */
export const payrollPaxmlPath = (id: string) => `${payrollExportPath(id)}/paxml`;
/** The rättelse file: only what the export changed against the period's export before it (docs/product-rules.md §10). */
export const payrollCorrectionPath = (id: string) => `${payrollPaxmlPath(id)}?only=changes`;
export const payrollSummaryCsvPath = (id: string) => `${payrollExportPath(id)}/summary.csv`;

export const payrollKeys = {
  all: ["payroll"] as const,
  preview: (startDate: string, endDate: string) => ["payroll", "preview", { startDate, endDate }] as const,
  exports: ["payroll", "exports"] as const,
  /**
   * The worker's as well as the admin's: keyed by its path, like every answer the worker's
   * offline cache keeps (features/offline/lib/query-persistence.ts), so the report form still
   * knows the locked periods offline.
   */
  lockedPeriods: [LOCKED_PERIODS_PATH] as const,
};
