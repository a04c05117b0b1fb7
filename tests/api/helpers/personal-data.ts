/**
 * Text with its random identifiers taken out, so that a test looking for an identity number's
 * last digits in an answer, a log or a table cannot trip over the same four digits inside a
 * UUID, a hash chain's hex or a token (that happened: `9c123994…` in a ledger event's hash).
 * What is left is every value a person or a program could read an identity number from.
 */
export function withoutRandomIds(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/[0-9a-f]{32,}/gi, "<hex>")
    .replace(/[A-Za-z0-9_-]{32,}/g, "<token>");
}
