/**
 * The types of the message catalogs (docs/i18n.md). A catalog is a TypeScript module per area
 * and language, `shared/i18n/catalogs/<area>/<locale>.ts`, whose default export maps stable
 * IDs (`<area>.<screen>.<what>`) to ICU MessageFormat texts. Swedish is the source: its object
 * is written `as const`, so each ID's text is known to the type checker, and every other
 * language `satisfies Translation<typeof sv>`: a missing or extra key is a type error.
 */

/** The messages of one area in one language, as a catalog module exports them. */
export type Messages = Readonly<Record<string, string>>;

/** Another language's catalog of an area: the same keys as Swedish's, every one a string. */
export type Translation<Source extends Messages> = { readonly [Id in keyof Source]: string };

// The names of the arguments of an ICU message, read by the type checker: `{name}`,
// `{count, plural, one {# rapport} other {# rapporter}}`, `{role, select, …}`, `{n, number}`.
// A plural's or select's branches are messages of their own (their `#` is no argument), read
// for the arguments they name. Quoted ICU text ('{') is not understood here; the catalogs'
// test parses every message with the ICU parser itself and holds the languages to the same
// arguments.

type Trim<S extends string> = S extends ` ${infer R}` | `\n${infer R}` ? Trim<R> : S extends `${infer R} ` | `${infer R}\n` ? Trim<R> : S;

/** Reads a message up to its end or to the `}` that closes it; `Rest` is what follows. */
type ReadMessage<S extends string, Acc extends string> = S extends `${infer Before}}${infer After}`
  ? Before extends `${string}{${string}`
    ? ReadArgument<S, Acc>
    : { args: Acc; rest: After }
  : S extends `${string}{${string}`
    ? ReadArgument<S, Acc>
    : { args: Acc; rest: "" };

/** At the next `{`: a simple argument, or one with a type (and a plural's or select's branches). */
type ReadArgument<S extends string, Acc extends string> = S extends `${string}{${infer Inside}`
  ? Inside extends `${infer Name},${infer Kind},${infer Branches}`
    ? Name extends `${string}}${string}`
      ? SimpleArgument<Inside, Acc>
      : Trim<Kind> extends "plural" | "select" | "selectordinal"
        ? ReadBranches<Branches, Acc | Trim<Name>>
        : SkipToClose<`${Kind},${Branches}`, Acc | Trim<Name>>
    : Inside extends `${infer Name},${infer After}`
      ? Name extends `${string}}${string}`
        ? SimpleArgument<Inside, Acc>
        : SkipToClose<After, Acc | Trim<Name>>
      : SimpleArgument<Inside, Acc>
  : { args: Acc; rest: "" };

type SimpleArgument<Inside extends string, Acc extends string> = Inside extends `${infer Name}}${infer After}`
  ? ReadMessage<After, Acc | Trim<Name>>
  : { args: Acc; rest: "" };

/** `{n, number}` or `{d, date, short}`: nothing more to read inside. */
type SkipToClose<S extends string, Acc extends string> = S extends `${string}}${infer After}` ? ReadMessage<After, Acc> : { args: Acc; rest: "" };

/** `one {…} few {…} other {…}}`: each branch is a message; the last `}` closes the argument. */
type ReadBranches<S extends string, Acc extends string> =
  Trim<S> extends `}${infer After}`
    ? ReadMessage<After, Acc>
    : S extends `${string}{${infer Branch}`
      ? ReadMessage<Branch, Acc> extends { args: infer A extends string; rest: infer R extends string }
        ? ReadBranches<R, A>
        : never
      : { args: Acc; rest: "" };

/** The argument names of the ICU message `S`: `"Välkommen, {name}!"` → `"name"`. */
export type ArgumentsOf<S extends string> = ReadMessage<S, never>["args"];

/** What `t(id, values)` takes for the message `S`: nothing when it has no arguments. */
export type ValuesOf<S extends string> = [ArgumentsOf<S>] extends [never] ? [] : [values: { [Name in ArgumentsOf<S>]: string | number }];
