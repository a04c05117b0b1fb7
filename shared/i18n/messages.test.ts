import { describe, expectTypeOf, it } from "vitest";
import type { ArgumentsOf, Translation, ValuesOf } from "./messages";

/** Type-level only: `tsc --noEmit` (npm run checks) fails when the reading of ICU arguments goes wrong. */
describe("the ICU arguments the type checker reads", () => {
  it("finds simple, plural, select and formatted arguments, and none in a branch's '#'", () => {
    expectTypeOf<ArgumentsOf<"Logga in">>().toEqualTypeOf<never>();
    expectTypeOf<ArgumentsOf<"Välkommen, {name}!">>().toEqualTypeOf<"name">();
    expectTypeOf<ArgumentsOf<"{a} och { b }">>().toEqualTypeOf<"a" | "b">();
    expectTypeOf<ArgumentsOf<"{count, plural, one {# raport} few {# raporty} many {# raportów} other {# raportu}}">>().toEqualTypeOf<"count">();
    expectTypeOf<ArgumentsOf<"{count, plural, one {en rapport av {name}} other {# rapporter}} i vecka {week}">>().toEqualTypeOf<"count" | "name" | "week">();
    expectTypeOf<ArgumentsOf<"{role, select, worker {Byggarbetare} other {Admin}}">>().toEqualTypeOf<"role">();
    expectTypeOf<ArgumentsOf<"{n, number} timmar, {d, date, short}">>().toEqualTypeOf<"n" | "d">();
  });

  it("asks for values only where a message has arguments, and for exactly those", () => {
    expectTypeOf<ValuesOf<"Logga in">>().toEqualTypeOf<[]>();
    expectTypeOf<ValuesOf<"Vecka {week}">>().toEqualTypeOf<[values: { week: string | number }]>();
  });

  it("holds a translation to the source's keys", () => {
    type Sv = { readonly "x.a": "A"; readonly "x.b": "B {n}" };
    expectTypeOf<{ "x.a": string; "x.b": string }>().toMatchTypeOf<Translation<Sv>>();
    expectTypeOf<{ "x.a": string }>().not.toMatchTypeOf<Translation<Sv>>();
  });
});
