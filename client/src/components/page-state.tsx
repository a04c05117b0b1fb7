import { CircleAlert, Loader2 } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

export function FullPageLoader({ label }: { label?: string }) {
  const t = useT(shellSv);
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t("shell.loading")}</span>
    </div>
  );
}

/** When the first request fails (server down, database unreachable) there is nothing else to show. */
export function FullPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT(shellSv);
  return (
    <div className="flex min-h-dvh items-center justify-center px-4">
      <div className="flex max-w-sm flex-col items-center gap-4 text-center" role="alert">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <div>
          <h1 className="text-lg font-bold">{t("shell.somethingWentWrong")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{errorMessage(error, t("shell.couldNotConnect"))}</p>
        </div>
        <Button onClick={onRetry}>{t("shell.tryAgain")}</Button>
      </div>
    </div>
  );
}

/** Over the page while a dialog's code arrives (its first opening only): the tap visibly did something. */
export function OverlayLoader({ label }: { label?: string }) {
  const t = useT(shellSv);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/20" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t("shell.loading")}</span>
    </div>
  );
}
