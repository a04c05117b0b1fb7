import { z } from "zod";
import { describe, expect, it } from "vitest";
import { HttpError, problem } from "./errors";
import { parseOrThrow } from "./validate";

/** A schema that forgot `text()`: plain strings, as a careless new endpoint might write it. */
const careless = z.object({ name: z.string(), notes: z.object({ body: z.string() }).optional() });

function refusal(input: unknown): HttpError {
  try {
    parseOrThrow(careless, input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("accepted");
}

describe("parseOrThrow", () => {
  it("refuses a NUL, half a surrogate pair or a control character even where a schema forgot text(), naming the field", () => {
    for (const bad of ["a\u0000b", "a\ud800b", "\udfff", "Bygg\u000bAB", "\u001f", "a\uffffb"]) {
      const error = refusal({ name: "Anna", notes: { body: bad } });
      expect(error.status, JSON.stringify(bad)).toBe(400);
      expect(error.fieldErrors).toEqual({ "notes.body": problem("field.invalid-character") });
    }
  });

  it("passes whole characters through, an emoji, tab and line breaks included", () => {
    expect(parseOrThrow(careless, { name: "Åsa 👷", notes: { body: "Gjutning\tdel 1\r\nklar" } })).toEqual({
      name: "Åsa 👷",
      notes: { body: "Gjutning\tdel 1\r\nklar" },
    });
  });
});
