import { Loader2 } from "lucide-react";
import { useId } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

interface LoadMoreProps {
  /** How many are shown of how many: 'Visar 50 av 1 000 arbetare'. Also the button's description. */
  status: string;
  pending: boolean;
  onLoadMore: () => void;
  className?: string;
}

/**
 * 'Visa fler' under a list read a page at a time: the next page is appended, the button keeps
 * the focus, and it says it is busy while the page loads.
 */
export function LoadMore({ status, pending, onLoadMore, className }: LoadMoreProps) {
  const t = useT(shellSv);
  const statusId = useId();
  return (
    <div className={cn("flex flex-col items-center gap-2 py-2 sm:flex-row sm:justify-center sm:gap-4", className)}>
      <p id={statusId} className="text-sm text-muted-foreground">
        {status}
      </p>
      {/* Not disabled while loading, which would drop the keyboard focus; not full width, as on
          a phone the floating scroll buttons sit at the right edge. */}
      <Button
        variant="outline"
        onClick={() => {
          if (!pending) onLoadMore();
        }}
        aria-busy={pending || undefined}
        aria-describedby={statusId}
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t("shell.loadMore")}
      </Button>
    </div>
  );
}
