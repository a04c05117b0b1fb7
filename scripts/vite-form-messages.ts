/**
 * A Vite plugin that sends the forms' `import { zodResolver } from "@hookform/resolvers/zod"`
 * to client/src/lib/i18n/form-messages.ts, the package's resolver with its messages in the
 * active language (docs/i18n.md, "Errors"): one place for every form, and no form can forget it.
 * That module's own import of the package, and any file outside the client, get the package.
 */
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PACKAGE = "@hookform/resolvers/zod";
const FORM_MESSAGES = fileURLToPath(new URL("../client/src/lib/i18n/form-messages.ts", import.meta.url));
const CLIENT = fileURLToPath(new URL("../client/src/", import.meta.url));

export function formMessages(): Plugin {
  return {
    name: "tidrapport-form-messages",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== PACKAGE || !importer) return null;
      const from = importer.split("?")[0];
      if (from === FORM_MESSAGES || !from.startsWith(CLIENT)) return null;
      return FORM_MESSAGES;
    },
  };
}
