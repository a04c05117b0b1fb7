/**
 * Every language says everything Swedish says, with the same arguments (docs/i18n.md): a key
 * of a Swedish catalog missing in another language, an extra key, or a text whose ICU
 * arguments differ from the Swedish one's fails here, read by the ICU parser itself.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { icuArguments, pluralCases } from "../../scripts/icu-arguments";
import { CATALOG_FILE, compileCatalog } from "../../scripts/vite-catalogs";
import { AREAS } from "./areas";
import { LOCALES } from "./locales";
import type { Messages } from "./messages";
import { createTranslator } from "./translate";

const CATALOGS = path.join(path.dirname(fileURLToPath(import.meta.url)), "catalogs");

async function catalog(area: string, locale: string): Promise<Messages> {
  return ((await import(`./catalogs/${area}/${locale}.ts`)) as { default: Messages }).default;
}

/** What makes two texts of one ID disagree, or "" when they agree. */
function mismatch(source: string, translation: string): string {
  const [a, b] = [icuArguments(source), icuArguments(translation)];
  return JSON.stringify(a) === JSON.stringify(b) ? "" : `${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
}

describe("the catalogs", () => {
  it("are one folder per area of the list, each with a catalog per language and nothing else", () => {
    const folders = fs.readdirSync(CATALOGS).sort();
    expect(folders).toEqual([...AREAS].sort());
    for (const area of AREAS) expect(fs.readdirSync(path.join(CATALOGS, area)).sort(), area).toEqual(LOCALES.map((l) => `${l}.ts`).sort());
  });

  it("name each ID after its area, and every Swedish text is ICU MessageFormat", async () => {
    for (const area of AREAS) {
      const sv = await catalog(area, "sv");
      expect(Object.keys(sv).length, area).toBeGreaterThan(0);
      for (const [id, text] of Object.entries(sv)) {
        expect(id.startsWith(`${area}.`), id).toBe(true);
        expect(() => icuArguments(text), id).not.toThrow();
      }
    }
  });

  for (const locale of LOCALES.filter((l) => l !== "sv")) {
    it(`${locale}: has exactly Swedish's keys, with the same ICU arguments`, async () => {
      for (const area of AREAS) {
        const [sv, other] = [await catalog(area, "sv"), await catalog(area, locale)];
        expect(Object.keys(other).sort(), `${area}/${locale}`).toEqual(Object.keys(sv).sort());
        const wrong = Object.keys(sv)
          .map((id) => [id, mismatch(sv[id], other[id])])
          .filter(([, why]) => why);
        expect(Object.fromEntries(wrong), `${area}/${locale}`).toEqual({});
      }
    });
  }

  it("pl: every plural has Polish's one, few and many", async () => {
    for (const area of AREAS) {
      const pl = await catalog(area, "pl");
      for (const [id, text] of Object.entries(pl)) {
        for (const keys of Object.values(pluralCases(text))) expect(keys, id).toEqual(expect.arrayContaining(["one", "few", "many", "other"]));
      }
    }
  });
});

describe("the check itself", () => {
  it("sees a missing, renamed or retyped argument, and accepts other plural cases and other words", () => {
    expect(mismatch("Välkommen, {name}!", "Witaj, {name}!")).toBe("");
    expect(mismatch("Välkommen, {name}!", "Witaj!")).not.toBe("");
    expect(mismatch("Välkommen, {name}!", "Witaj, {imie}!")).not.toBe("");
    expect(mismatch("{n} timmar", "{n, number} godzin")).not.toBe("");
    expect(
      mismatch("{count, plural, one {# rapport} other {# rapporter}}", "{count, plural, one {# raport} few {# raporty} many {# raportów} other {# raportu}}"),
    ).toBe("");
    expect(mismatch("{count, plural, one {# rapport} other {# rapporter}}", "{count} raportów")).not.toBe("");
    expect(mismatch("{r, select, admin {Admin} other {Byggare}}", "{r, select, worker {Pracownik} other {Admin}}")).not.toBe("");
  });

  it("refuses a text that is not ICU, where Lingui's own compiler would keep it silently", () => {
    expect(() => icuArguments("Hej {name")).toThrow();
    expect(() => compileCatalog({ "x.broken": "Hej {name" }, "x/sv.ts")).toThrow(/x\.broken is not ICU MessageFormat/);
  });

  it("is found by the browser's build, every area and language: one it missed would show its raw ICU text", () => {
    const files = AREAS.flatMap((area) => LOCALES.map((locale) => path.join(CATALOGS, area, `${locale}.ts`)));
    expect(files.filter((file) => !CATALOG_FILE.test(file))).toEqual([]);
  });

  it("compiles a catalog for the browser into Lingui's form, which needs no parser", () => {
    expect(compileCatalog({ "x.plain": "Logga in", "x.arg": "Vecka {week}" }, "x/sv.ts")).toEqual({ "x.plain": ["Logga in"], "x.arg": ["Vecka ", ["week"]] });
  });
});

describe("plurals through ICU and Intl.PluralRules", () => {
  const sv = { "x.reports": "{count, plural, one {# rapport} other {# rapporter}}" } as const;
  const t = createTranslator({
    sv,
    en: { "x.reports": "{count, plural, one {# report} other {# reports}}" },
    pl: { "x.reports": "{count, plural, one {# raport} few {# raporty} many {# raportów} other {# raportu}}" },
  });

  it("pl: 1 raport, 2 raporty, 5 raportów, 22 raporty, 25 raportów, 112 raportów", () => {
    expect([1, 2, 5, 22, 25, 112].map((count) => t("pl", "x.reports", { count }))).toEqual([
      "1 raport",
      "2 raporty",
      "5 raportów",
      "22 raporty",
      "25 raportów",
      "112 raportów",
    ]);
  });

  it("sv and en: one and other", () => {
    expect([1, 2, 0].map((count) => t("sv", "x.reports", { count }))).toEqual(["1 rapport", "2 rapporter", "0 rapporter"]);
    expect([1, 22].map((count) => t("en", "x.reports", { count }))).toEqual(["1 report", "22 reports"]);
  });
});
