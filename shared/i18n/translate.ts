/**
 * Messages outside React (docs/i18n.md): the server's e-mails and answers, and the unit tests.
 * The catalogs are loaded uncompiled here; Lingui compiles each ICU text the first time it is
 * used (the browser gets them compiled at build time, scripts/vite-catalogs.ts).
 */
import { setupI18n, type I18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Locale } from "./locales";
import type { Messages, ValuesOf } from "./messages";

/** A Lingui instance that compiles texts as it meets them. */
export function createI18n(): I18n {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

/**
 * A translator over one area's catalogs: `t(locale, id, values)`, the values checked against
 * the Swedish text's ICU arguments by the type checker.
 */
export function createTranslator<Source extends Messages>(catalogs: Record<Locale, Messages> & { sv: Source }) {
  const i18n = createI18n();
  for (const [locale, messages] of Object.entries(catalogs)) i18n.load(locale, { ...messages });
  return <Id extends keyof Source & string>(locale: Locale, id: Id, ...values: ValuesOf<Source[Id]>): string => {
    i18n.activate(locale);
    return i18n._(id, values[0]);
  };
}
