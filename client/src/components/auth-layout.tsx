import type { ReactNode } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import type { Locale } from "@shared/i18n/locales";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { rememberLocale } from "@/lib/i18n/locale-choice";
import { activateLocale, useT } from "@/lib/i18n/runtime";
import { APP_NAME, BrandMark } from "./brand";
import { LanguageSelect } from "./language-select";

/** Signed out, a chosen language is remembered in this browser (docs/product-rules.md §17). */
function chooseSignedOut(locale: Locale): void {
  rememberLocale(locale);
  void activateLocale(locale, [], false);
}

/** The signed-out frame: brand on top, the screen's card centred on a drafting-paper background. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useT(shellSv);
  return (
    <div className="blueprint-bg relative flex min-h-dvh flex-col">
      <div className="hazard-stripe h-1.5 w-full" aria-hidden="true" />
      <div className="absolute right-2 top-3 flex items-center gap-1 sm:right-4 sm:top-4">
        <LanguageSelect onChange={chooseSignedOut} />
        <ThemeToggle />
      </div>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:py-14">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark size="lg" />
          <div>
            <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">{APP_NAME}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("shell.tagline")}</p>
          </div>
        </div>
        <div className="flex w-full max-w-md flex-col gap-4">{children}</div>
      </main>
    </div>
  );
}
