import { Languages } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@shared/i18n/locales";
import { cn } from "@/lib/cn";
import { useLocale, useT } from "@/lib/i18n/runtime";

/**
 * The language menu of the login screen and the signed-in header (docs/product-rules.md §17):
 * a native <select> (the phone's own picker) laid over a small button that shows the language's
 * code, so that it fits a 390 px header beside the other buttons. Each language is named in
 * itself ('Svenska', 'English', 'Polski').
 */
export function LanguageSelect({ onChange, className }: { onChange: (locale: Locale) => void; className?: string }) {
  const t = useT(shellSv);
  const locale = useLocale();
  return (
    <div
      className={cn(
        "relative inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm font-semibold uppercase text-foreground transition-colors hover:bg-accent focus-within:ring-2 focus-within:ring-ring",
        className,
      )}
    >
      <Languages className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      <span aria-hidden="true">{locale}</span>
      <select
        aria-label={t("shell.language")}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
