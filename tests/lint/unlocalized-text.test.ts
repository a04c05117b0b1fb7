import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * `i18n/no-unlocalized-text` (scripts/eslint-no-unlocalized-text.mjs, docs/i18n.md): a text a
 * person reads, written in a converted screen's code, is a lint error; the screens not yet
 * converted and the Swedish-only legal views are left alone, by name.
 */
const root = path.resolve(__dirname, "../..");
const RULE = "i18n/no-unlocalized-text";
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });
});

async function reported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.message.slice(0, m.message.indexOf("'", 1) + 1));
}

/** The screens still on `NOT_YET_CONVERTED` in eslint.config.js, as it names them. */
function notYetConverted(): string[] {
  const config = readFileSync(path.join(root, "eslint.config.js"), "utf8");
  const list = /const NOT_YET_CONVERTED = \[([^\]]*)\]/.exec(config)?.[1];
  if (list === undefined) throw new Error("eslint.config.js declares no NOT_YET_CONVERTED");
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** A screen that has been converted (the login's), linted with other code. */
const CONVERTED = "client/src/features/auth/components/probe.tsx";

describe("i18n/no-unlocalized-text", () => {
  it("reports JSX text, the attributes a person reads or hears, and a toast's title", async () => {
    const code = `
      import { toast } from "@/components/ui/use-toast";
      export function Probe() {
        toast({ title: "Sparat", description: \`Rapporten för \${"x"} är sparad\` });
        return (
          <div>
            <h1>Logga in</h1>
            {"Glömt lösenord?"}
            <button aria-label="Stäng" title={true ? "Ljust tema" : "Mörkt tema"} />
            <input placeholder="Sök projekt" />
            <img alt="Kvitto" />
            <Field label="E-post" hint="Från inbjudan." />
          </div>
        );
      }
      function Field(_: { label: string; hint: string }) { return null; }
    `;
    expect(await reported(CONVERTED, code)).toEqual([
      "'Sparat'",
      "'Rapporten för   är sparad'",
      "'Logga in'",
      "'Glömt lösenord?'",
      "'Stäng'",
      "'Ljust tema Mörkt tema'",
      "'Sök projekt'",
      "'Kvitto'",
      "'E-post'",
      "'Från inbjudan.'",
    ]);
  });

  it("leaves texts from the catalogs, class names, figures and the unit 'h' alone", async () => {
    const code = `
      declare const t: (id: string) => string;
      export function Probe({ hours }: { hours: string }) {
        return (
          <p className="text-sm font-bold" aria-label={t("dashboard.stats.label")} data-state="open">
            {t("dashboard.newReport")} – {hours} h · 7,5
          </p>
        );
      }
    `;
    expect(await reported(CONVERTED, code)).toEqual([]);
  });

  it("leaves the screens not yet converted and the Swedish-only legal views to their lists", async () => {
    const code = `export function Probe() { return <h1>Kontrollvy</h1>; }`;
    for (const file of notYetConverted().slice(0, 1)) expect(await reported(file, code)).toEqual([]);
    expect(await reported("client/src/features/ledger-control/components/control-view.tsx", code)).toEqual([]);
    expect(await reported("client/src/app/inspection-app.tsx", code)).toEqual([]);
    expect(await reported("client/src/features/worker-dashboard/components/worker-stats.tsx", code)).toEqual(["'Kontrollvy'"]);
  });
});
