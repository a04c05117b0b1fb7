import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { problemOf } from "../../server/lib/error-text";

/**
 * Every error a client can get has a code of its own and a text in each language
 * (docs/i18n.md, "Errors"): the server never throws a sentence written where it throws, and
 * every Swedish sentence of shared/validation (a schema's message, shared with the forms) is in
 * the `validation` catalog, so that the server and the forms find its code and its translation.
 * The `*_MSG` sentences with arguments: server/lib/error-text.test.ts.
 */
const root = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith(".ts") && !d.name.endsWith(".test.ts"))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/** The code without its comments, where a sentence may be quoted. */
const codeOf = (file: string) =>
  fs
    .readFileSync(path.join(root, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** An error made with a text in quotes: `conflict("…")`, `fieldError("x", \`…\`)`, `new HttpError(409, "…")`. */
const WRITTEN_TEXT = [
  /\b(?:badRequest|conflict|conflictWith|forbidden)\(\s*["'`]/,
  /\bfieldError\(\s*[^,()]+,\s*["'`]/,
  /\bnew HttpError\(\s*\d+\s*,\s*["'`]/,
  /\b(?:badRequest|conflict)\([^()]*,\s*\{[^}]*:\s*["'`]/,
];

describe("the texts of errors", () => {
  it("no server source throws a sentence of its own: it names a problem or a sentence of shared/validation", () => {
    const files = sources("server");
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      codeOf(file)
        .split("\n")
        .filter((line) => WRITTEN_TEXT.some((pattern) => pattern.test(line)))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it("catches a sentence written in a throw", () => {
    const caught = ['throw conflict("Perioden är låst");', 'throw fieldError("hours", `Högst ${max}`);', 'new HttpError(409, "Nej")'];
    for (const line of caught)
      expect(
        WRITTEN_TEXT.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
    expect(WRITTEN_TEXT.some((pattern) => pattern.test('throw conflict(problem("report.period-locked"));'))).toBe(false);
  });

  it("every Swedish sentence in quotes in shared/validation is in the validation catalog", () => {
    // The screens' own texts, not messages: the control view's and the hours' words, the settings' names.
    const screenTexts = new Set(["shared/validation/ledger-texts.ts", "shared/validation/payroll-setting-texts.ts"]);
    // Texts of the screens that live beside the messages (a queue's mark, a setting's label).
    const labels = new Set(["Ändrad efter godkännande", "Arbetsledaren godkänner före attest"]);
    const files = sources("shared/validation").filter((file) => !screenTexts.has(file));
    const missing = files.flatMap((file) =>
      [...codeOf(file).matchAll(/"([A-ZÅÄÖ][^"\n]* [^"\n]*)"/g)]
        .map((match) => match[1])
        .filter((text) => !labels.has(text) && !problemOf(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(missing).toEqual([]);
  });
});
