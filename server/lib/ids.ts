const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route ids that are not UUIDs can match nothing: callers answer 404 without a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The `:id` of a route as a string. */
export function idParam(req: { params: Record<string, string | string[] | undefined> }): string {
  const value = req.params.id;
  return typeof value === "string" ? value : "";
}
