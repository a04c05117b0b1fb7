import { CircleAlert, Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** The admin lists' load failure (docs/product-rules.md §14). */
export const LIST_LOAD_ERROR = "Fel vid hämtning av data. Försök uppdatera sidan.";

/** A section's data did not load: say so where the data would have been. */
export function PanelError({ message = LIST_LOAD_ERROR }: { message?: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      {message}
    </p>
  );
}

export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 py-12 text-muted-foreground" role="status">
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Nothing to show yet: an icon, a line, and optionally a hint. */
export function PanelEmpty({ icon, title, text, framed = true }: { icon: ReactNode; title: string; text?: string; framed?: boolean }) {
  return (
    <div
      className={
        framed
          ? "flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card/60 px-6 py-12 text-center text-muted-foreground [&_svg]:size-8"
          : "flex flex-col items-center gap-2 px-6 py-12 text-center text-muted-foreground [&_svg]:size-8"
      }
    >
      <span aria-hidden="true">{icon}</span>
      <p className="font-medium">{title}</p>
      {text ? <p className="text-sm">{text}</p> : null}
    </div>
  );
}
