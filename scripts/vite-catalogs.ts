/**
 * A Vite plugin that compiles the message catalogs (shared/i18n/catalogs/<area>/<locale>.ts)
 * when they are bundled, as Lingui's `lingui compile` would (docs/i18n.md,
 * docs/decisions/2026-11-29-lingui-without-macros.md): each ICU text becomes Lingui's compiled
 * form, so the browser carries @lingui/core without its message parser (2.5 kB gzip instead
 * of 9). The server and the unit tests may load the same modules uncompiled: Lingui compiles
 * a text the first time it is used there.
 *
 * A catalog module holds data only (a default export of an object literal, no runtime
 * imports): it is stripped of its types, evaluated on its own, and written back as JSON.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { transform } from "esbuild";
import type { Plugin } from "vite";
import { icuArguments } from "./icu-arguments.ts";

/** shared/i18n/catalogs/<area>/<locale>.ts, with either slash; an area may be camelCase (`adminWeek`). */
export const CATALOG_FILE = /[\\/]shared[\\/]i18n[\\/]catalogs[\\/][A-Za-z-]+[\\/][a-z]{2}\.ts$/;

export function compileCatalog(messages: Record<string, unknown>, file: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => {
      if (typeof text !== "string") throw new Error(`${file}: ${id} is not a text`);
      try {
        // Lingui's compiler keeps a text it cannot parse as it is; the ICU parser refuses it.
        icuArguments(text);
        return [id, compileMessage(text)];
      } catch (error) {
        throw new Error(`${file}: ${id} is not ICU MessageFormat: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    }),
  );
}

export function catalogs(): Plugin {
  return {
    name: "tidrapport-catalogs",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0];
      if (!CATALOG_FILE.test(file)) return null;
      const { code: js } = await transform(code, { loader: "ts", format: "esm", sourcefile: file });
      if (/^\s*import\s/m.test(js)) throw new Error(`${file}: a catalog holds data only; it may import types, nothing else`);
      const module = (await import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`)) as { default?: unknown };
      if (typeof module.default !== "object" || module.default === null) throw new Error(`${file}: a catalog exports its messages as default`);
      return { code: `export default ${JSON.stringify(compileCatalog(module.default as Record<string, unknown>, file))};\n`, map: null };
    },
  };
}
