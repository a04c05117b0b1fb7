/**
 * The arguments of an ICU MessageFormat text as the ICU parser reads them (docs/i18n.md):
 * what the catalogs' test holds every language to, and what the build refuses when a text is
 * not ICU at all. `{name}` → `name`, `{n, number}` → `n:number`, a plural → `count:plural`,
 * a select with its cases → `role:select(admin|other|worker)`; sorted, each once.
 */
import { parse, type Token } from "@messageformat/parser";

/** Throws with the parser's message when `text` is not ICU MessageFormat. */
export function icuArguments(text: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument") found.add(token.arg);
      else if (token.type === "function") found.add(`${token.arg}:${token.key}`);
      else if (token.type === "select")
        found.add(
          `${token.arg}:select(${token.cases
            .map((c) => c.key)
            .sort()
            .join("|")})`,
        );
      else if (token.type === "plural" || token.type === "selectordinal") found.add(`${token.arg}:${token.type}`);
      if ("cases" in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(text));
  return [...found].sort();
}

/** The case keys of each plural in `text`: `{ count: ["few", "many", "one", "other"] }`. */
export function pluralCases(text: string): Record<string, string[]> {
  const cases: Record<string, string[]> = {};
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "plural") cases[token.arg] = token.cases.map((c) => c.key).sort();
      if ("cases" in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(text));
  return cases;
}
