/**
 * A Swedish sentence read back to its catalog ID (docs/i18n.md, "Errors"): the messages of
 * shared/validation are finished Swedish sentences (a zod schema's message, a `*_MSG`
 * constant), and their text in another language is found by finding the sentence in the Swedish
 * catalog: exactly, or with its simple `{arguments}` read back (`Högst 2000 tecken` →
 * `validation.field.too-long`, `{max: "2000"}`). The server does it for its answers, the
 * browser for what a form's schema says.
 *
 * A catalog's text is its ICU source (the server, the unit tests) or Lingui's compiled form of
 * it (the browser's bundles, scripts/vite-catalogs.ts): both are read. A plural or a select
 * cannot be read back from its sentence: such a text is only ever named by its ID.
 */

export interface ReadBack<Id extends string> {
  id: Id;
  values?: Record<string, string>;
}

/** The source of a text with no argument but `{name}`s, or undefined for a plural, a select, a formatted argument. */
function simpleSource(text: unknown): string | undefined {
  if (typeof text === "string") return /\{[^{}]*,/.test(text) ? undefined : text;
  if (!Array.isArray(text)) return undefined;
  let source = "";
  for (const part of text as unknown[]) {
    if (typeof part === "string") source += part;
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") source += `{${part[0]}}`;
    else return undefined;
  }
  return source;
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `read(sentence)`: the ID and argument values of a sentence of `catalog`, or undefined for one it does not have. */
export function sentenceReader<Id extends string>(catalog: Readonly<Record<Id, unknown>>): (sentence: string) => ReadBack<Id> | undefined {
  const exact = new Map<string, Id>();
  const patterns: { id: Id; pattern: RegExp; names: string[]; literal: number }[] = [];
  for (const [id, text] of Object.entries(catalog) as [Id, unknown][]) {
    const source = simpleSource(text);
    if (source === undefined) continue;
    const names = [...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (names.length === 0) {
      exact.set(source, id);
      continue;
    }
    const literals = source.split(/\{\w+\}/);
    const pattern = new RegExp(`^${literals.map(escape).join("(.+?)")}$`, "s");
    patterns.push({ id, pattern, names, literal: literals.join("").length });
  }
  // The most specific first: 'Högst {max} rapporter åt gången' before 'Högst {max} åt gången'.
  patterns.sort((a, b) => b.literal - a.literal);
  return (sentence) => {
    const id = exact.get(sentence);
    if (id) return { id };
    for (const { id, pattern, names } of patterns) {
      const match = pattern.exec(sentence);
      if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
    }
    return undefined;
  };
}
