/** The public face of the `payroll` module: what server/app.ts and other modules may use of it (docs/architecture.md). */
export { createPayrollFileService } from "./file-service";
export { assertDatesUnlocked, assertNewDateUnlocked } from "./lock-service";
export { isDateLockedSql } from "./payroll-lock";
export { payrollRouter } from "./routes";
export { createPayrollService } from "./service";
export {
  companySettingsProblem,
  createPayrollSettingsService,
  currentPayrollSettings,
  expenseRateSettings,
  readPayrollSettings,
  requiredPayrollSettings,
} from "./settings-service";
