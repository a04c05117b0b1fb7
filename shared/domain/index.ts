/**
 * The product's vocabulary (docs/architecture.md): time codes, report states, roles, project
 * statuses, working days, identity numbers, the personalliggare's words and time limits, the
 * report times the ledger gives, ersättningar, and the Swedish way of writing numbers, hours,
 * dates and months. Plain TypeScript that imports nothing outside shared/, used by the client,
 * the server and, through `sqlList`, the SQL; and the names of the files the product makes.
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
export * from "./clock-showing";
export * from "./day-split";
export * from "./identity-number";
export * from "./ledger";
export * from "./ledger-times";
export * from "./expenses";
export * from "./file-names";
export * from "./site-history";
