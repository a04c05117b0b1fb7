/**
 * JSON shapes of API responses (docs/product-rules.md §14, §4). Dates are `YYYY-MM-DD`, timestamps ISO 8601,
 * hours strings with two decimals ("7.50"). The server builds each shape in one presenter
 * (`server/<module>/presenter.ts`) checked against these types, so the client reads the same.
 * One file per module (`shared/types/<module>.ts`) behind this one entry point.
 */
export type * from "./types/api";
export type * from "./types/accounts";
export type * from "./types/projects";
export type * from "./types/reports";
export type * from "./types/ledger";
export type * from "./types/closures";
export type * from "./types/admin";
export type * from "./types/uploads";
export type * from "./types/payroll";
export type * from "./types/working-time";
export type * from "./types/sites";
export type * from "./types/expenses";
export type * from "./types/approvals";
