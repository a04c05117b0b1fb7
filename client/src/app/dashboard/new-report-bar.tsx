import { Plus } from "lucide-react";
import { ScrollButtons } from "@/components/scroll-buttons";
import { Button } from "@/components/ui/button";
import { ExpenseMenu } from "./expense-menu";

/**
 * 'Ny rapport' pinned to the bottom of a phone's screen, where a thumb reaches it without
 * scrolling back up, and 'Ersättning' beside it (utlägg, milersättning, traktamente); wider
 * screens have the buttons beside the title instead. On the phone the scroll buttons live in
 * this bar, beside them, rather than floating over the content.
 */
export function NewReportBar({ onNewReport }: { onNewReport: () => void }) {
  return (
    <>
      {/* Keeps the last card from hiding under the bar. */}
      <div className="h-16 sm:hidden" aria-hidden="true" />
      <div
        data-toast-anchor=""
        className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t bg-card/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:hidden"
      >
        <Button size="lg" className="min-w-0 flex-1" onClick={onNewReport}>
          <Plus aria-hidden="true" />
          Ny rapport
        </Button>
        <ExpenseMenu placement="above" className="min-w-0 flex-1" />
        <ScrollButtons placement="inline" />
      </div>
    </>
  );
}
