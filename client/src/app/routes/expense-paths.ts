import type { ExpenseKind } from "@shared/domain";

/**
 * The addresses of the worker's ersättningar (docs/product-rules.md §16): a form per kind, the
 * list, and one expense. Apart from the routes, so the dashboard links to them without loading
 * their code.
 */
export const EXPENSE_FORM_PATHS: Readonly<Record<ExpenseKind, string>> = {
  utlagg: "/ersattning/utlagg",
  mil: "/ersattning/mil",
  trakt: "/ersattning/traktamente",
};

export const EXPENSE_LIST_PATH = "/ersattningar";

export const expensePagePath = (id: string) => `${EXPENSE_LIST_PATH}/${encodeURIComponent(id)}`;

/** A queued expense, opened in its form to be changed: `?ko={clientId}`. */
export const queuedExpensePath = (kind: ExpenseKind, clientId: string) => `${EXPENSE_FORM_PATHS[kind]}?ko=${encodeURIComponent(clientId)}`;

/** The kind a form's address names, or null. */
export function kindOfFormPath(slug: string): ExpenseKind | null {
  const entry = Object.entries(EXPENSE_FORM_PATHS).find(([, path]) => path.endsWith(`/${slug}`));
  return entry ? (entry[0] as ExpenseKind) : null;
}
