/**
 * The product's vocabulary (docs/architecture.md): time codes, report states, roles, project
 * statuses, working days, the report times the ledger gives, and the Swedish way of writing
 * numbers, hours, dates and months. Plain TypeScript that imports nothing outside shared/, used
 * by the client, the server and, through `sqlList`, the SQL.
 */
export * from "./time-codes";
export * from "./hour-kinds";
export * from "./paxml";
export * from "./report-state";
export * from "./roles";
export * from "./project-status";
export * from "./sql-text";
export * from "./swedish";
export * from "./working-days";
export * from "./day-split";
export * from "./identity-number";
export * from "./ledger-times";
export * from "./expenses";
