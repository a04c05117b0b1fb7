import { oreOf } from "../../shared/domain";
import type { CodeMap, PayPeriod } from "../../shared/validation/payroll";
import type { DbOrTx } from "../db";
import { exportChangeLines, lastExportOf, periodChangeLines, previousExportOf, type ExportRef } from "./changes-repo";
import type { ChangeFigures, ChangeLine, LineChange } from "./rows";

/*
 * What changed between two exports of one period (docs/product-rules.md §10, "Changes"). Lines
 * are matched by worker, employee number, kind, our code, the code the file writes, date and
 * project, each side already summed by that key; a line differs when its hours, its kronor, its
 * quantity or its VAT do. A new employee number or code mapping is a line gone and a line new,
 * so that the rättelse file takes back what the payroll system holds under the old one.
 */

const keyOf = (l: ChangeLine) => [l.workerId ?? "", l.employeeNumber, l.kind, l.code, l.payrollCode, l.date, l.projectNumber ?? ""].join("\u0000");

const NONE: ChangeFigures = { value: 0, quantity: 0, vat: null };

const figuresOf = (l: ChangeLine | undefined): ChangeFigures =>
  l ? { value: oreOf(l.value), quantity: oreOf(l.quantity), vat: l.vat === null ? null : oreOf(l.vat) } : NONE;

const differ = (a: ChangeFigures, b: ChangeFigures) => a.value !== b.value || a.quantity !== b.quantity || (a.vat ?? 0) !== (b.vat ?? 0);

const collator = new Intl.Collator("sv");

/** The lines of `after` that differ from `before`, by worker name, employee number, hours before pay, date, code and project. */
export function diffLines(before: readonly ChangeLine[], after: readonly ChangeLine[]): LineChange[] {
  const older = new Map(before.map((l) => [keyOf(l), l]));
  const newer = new Map(after.map((l) => [keyOf(l), l]));
  const changes: LineChange[] = [];
  for (const key of new Set([...older.keys(), ...newer.keys()])) {
    const was = older.get(key);
    const is = newer.get(key);
    const change = { line: (is ?? was) as ChangeLine, before: figuresOf(was), after: figuresOf(is) };
    if (differ(change.before, change.after)) changes.push(change);
  }
  return changes.sort(
    (a, b) =>
      collator.compare(a.line.fullName, b.line.fullName) ||
      a.line.employeeNumber.localeCompare(b.line.employeeNumber) ||
      (a.line.kind === b.line.kind ? 0 : a.line.kind === "hours" ? -1 : 1) ||
      a.line.date.localeCompare(b.line.date) ||
      a.line.code.localeCompare(b.line.code) ||
      a.line.payrollCode.localeCompare(b.line.payrollCode) ||
      (a.line.projectNumber ?? "").localeCompare(b.line.projectNumber ?? ""),
  );
}

/** What export `exportId` changed against the period's export before it; no previous and no changes for the period's first. */
export async function exportChanges(db: DbOrTx, exportId: string): Promise<{ previous: ExportRef | undefined; changes: LineChange[] }> {
  const previous = await previousExportOf(db, exportId);
  if (!previous) return { previous, changes: [] };
  // One after the other: `db` may be a transaction's one client (docs/architecture.md).
  const before = await exportChangeLines(db, previous.id);
  return { previous, changes: diffLines(before, await exportChangeLines(db, exportId)) };
}

/** What an export of the period would change now against its last export (reopened); nothing when it was never exported. */
export async function pendingChanges(db: DbOrTx, p: PayPeriod, codeMap: CodeMap): Promise<{ previous: ExportRef | undefined; changes: LineChange[] }> {
  const previous = await lastExportOf(db, p);
  if (!previous) return { previous, changes: [] };
  const before = await exportChangeLines(db, previous.id);
  return { previous, changes: diffLines(before, await periodChangeLines(db, p, codeMap)) };
}
