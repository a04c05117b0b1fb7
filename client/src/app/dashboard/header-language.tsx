import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { Locale } from "@shared/i18n/locales";
import { useUpdateLocale } from "@/api/auth/update-locale";
import { LanguageSelect } from "@/components/language-select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { rememberLocale } from "@/lib/i18n/locale-choice";
import { activateLocale, currentLocale, useT } from "@/lib/i18n/runtime";

/**
 * The signed-in header's language menu (docs/product-rules.md §17): the screen changes at once,
 * and the choice is saved as the user's `locale`; if it cannot be saved, the screen goes back
 * to the language it had and says so.
 */
export function HeaderLanguage() {
  const t = useT(shellSv);
  const update = useUpdateLocale();
  const choose = (locale: Locale) => {
    const before = currentLocale();
    rememberLocale(locale);
    void activateLocale(locale);
    update.mutate(locale, {
      onError: (error) => {
        rememberLocale(before);
        // Said in the language the screen goes back to (t reads the active language).
        void activateLocale(before).then(() =>
          toast({ variant: "destructive", title: t("shell.languageNotSaved"), description: errorMessage(error, t("shell.error")) }),
        );
      },
    });
  };
  return <LanguageSelect onChange={choose} />;
}
