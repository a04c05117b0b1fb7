/**
 * The Drizzle tables, one file per owning module (docs/decisions/2026-11-23-server-modules.md),
 * behind this one entry point: the server and drizzle.config.ts import `shared/schema`.
 */
export * from "./schema/enums";
export * from "./schema/accounts";
export * from "./schema/reports";
export * from "./schema/audit";
export * from "./schema/closures";
export * from "./schema/payroll";
export * from "./schema/sites";
export type { TimeCode } from "./domain";
export * from "./schema/ledger";
export * from "./schema/expenses";
