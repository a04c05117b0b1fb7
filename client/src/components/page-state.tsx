import { CircleAlert, Loader2 } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";

/** A spinner, heard as `label` ('Laddar...' unless told), in the middle of a box laid out by `className`. */
function Spinner({ label, className }: { label?: string; className: string }) {
  const t = useT(shellSv);
  return (
    <div className={`flex items-center justify-center ${className}`} role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t("shell.loading")}</span>
    </div>
  );
}

export function FullPageLoader({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-dvh" />;
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
  return <Spinner label={label} className="fixed inset-0 z-50 bg-black/20" />;
}
