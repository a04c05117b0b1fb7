import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * 'Ny rapport' pinned to the bottom of a phone's screen, where a thumb reaches it without
 * scrolling back up; wider screens have the button beside the title instead.
 */
export function NewReportBar({ onNewReport }: { onNewReport: () => void }) {
  return (
    <>
      {/* Keeps the last card from hiding under the bar. */}
      <div className="h-16 sm:hidden" aria-hidden="true" />
      <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:hidden">
        <Button size="lg" className="w-full" onClick={onNewReport}>
          <Plus aria-hidden="true" />
          Ny rapport
        </Button>
      </div>
    </>
  );
}
