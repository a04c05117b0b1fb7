import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

interface CardListStateProps {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  /** The words of each state, from the card's catalog. */
  texts: { loading: string; failed: string; empty: string };
  /** Offered under the failure as 'Försök igen'. */
  onRetry?: () => void;
  /** Drawn above the words of an empty list. */
  emptyIcon?: LucideIcon;
  /** The words stand in from the card's edge, as its rows do. */
  inset?: boolean;
  /** The rows, once there are some. */
  children: ReactNode;
}

/**
 * A card's list as it stands: loading (heard as a status), not read (an alert, with 'Försök
 * igen' where the card offers it), empty, or its rows.
 */
export function CardListState({ pending, failed, empty, texts, onRetry, emptyIcon: EmptyIcon, inset = false, children }: CardListStateProps) {
  const ts = useT(shellSv);
  const edge = inset && "px-2";
  if (pending) {
    return (
      <p className={cn(edge, "text-sm text-muted-foreground")} role="status">
        {texts.loading}
      </p>
    );
  }
  if (failed) {
    if (!onRetry) {
      return (
        <p className={cn(edge, "text-sm font-medium text-destructive")} role="alert">
          {texts.failed}
        </p>
      );
    }
    return (
      <div role="alert" className={cn("flex flex-col items-start gap-2", edge)}>
        <p className="text-sm font-medium text-destructive">{texts.failed}</p>
        <Button variant="outline" onClick={onRetry}>
          {ts("shell.tryAgain")}
        </Button>
      </div>
    );
  }
  if (empty) {
    if (!EmptyIcon) return <p className={cn(edge, "text-sm text-muted-foreground")}>{texts.empty}</p>;
    return (
      <div className={cn("flex flex-col items-center gap-2 py-6 text-center text-sm text-muted-foreground", edge)}>
        <EmptyIcon className="size-8" aria-hidden="true" />
        <p>{texts.empty}</p>
      </div>
    );
  }
  return children;
}
