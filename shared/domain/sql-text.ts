/**
 * A set of words of the vocabulary as SQL text, for the server (and the schema) to wrap with
 * drizzle's `sql.raw`: `sqlList(["ÖT1", "ÖT2"])` is `('ÖT1', 'ÖT2')`. Only for the fixed
 * values of shared/domain, never for user input: a quote is doubled all the same.
 */
export function sqlList(values: readonly string[]): string {
  if (values.length === 0) throw new Error("sqlList: an SQL list needs at least one value");
  return `(${values.map(sqlString).join(", ")})`;
}

/** `O'Brien` → `'O''Brien'`. */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
