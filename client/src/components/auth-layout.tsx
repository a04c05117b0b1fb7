import type { ReactNode } from "react";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { APP_NAME, APP_TAGLINE, BrandMark } from "./brand";

/** The signed-out frame: brand on top, the screen's card centred on a drafting-paper background. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="blueprint-bg relative flex min-h-dvh flex-col">
      <div className="hazard-stripe h-1.5 w-full" aria-hidden="true" />
      <ThemeToggle className="absolute right-2 top-3 sm:right-4 sm:top-4" />
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:py-14">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark size="lg" />
          <div>
            <p className="text-2xl font-extrabold tracking-tight sm:text-3xl">{APP_NAME}</p>
            <p className="mt-1 text-sm text-muted-foreground">{APP_TAGLINE}</p>
          </div>
        </div>
        <div className="flex w-full max-w-md flex-col gap-4">{children}</div>
      </main>
    </div>
  );
}
