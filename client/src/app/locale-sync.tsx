import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { userQueryOptions } from "@/api/auth/get-user";
import { rememberLocale } from "@/lib/i18n/locale-choice";
import { activateLocale } from "@/lib/i18n/runtime";

/**
 * Signed in, the user's `locale` decides the language (docs/product-rules.md §17): at sign-in,
 * and whenever the user's answer says otherwise (a choice saved in another tab). It is also
 * remembered in the browser, so that the login after signing out is in the same language.
 * Renders nothing.
 */
export function LocaleSync() {
  const { data: user } = useQuery({ ...userQueryOptions(), enabled: false });
  const locale = user?.locale;
  useEffect(() => {
    if (!locale) return;
    rememberLocale(locale);
    void activateLocale(locale);
  }, [locale]);
  return null;
}
