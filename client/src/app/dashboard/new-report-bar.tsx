import { Plus } from "lucide-react";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { ScrollButtons } from "@/components/scroll-buttons";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { COMPACT_IN_BAR, ExpenseMenu, HIDDEN_IN_NARROW_BAR } from "./expense-menu";

/** Each of the two buttons' share of the bar (see below). */
const BOX = "min-w-fit flex-1";

/**
 * 'Ny rapport' pinned to the bottom of a phone's screen, where a thumb reaches it without
 * scrolling back up, and 'Ersättning' beside it (utlägg, milersättning, traktamente); wider
 * screens have the buttons beside the title instead. On the phone the scroll buttons live in
 * this bar, beside them, rather than floating over the content; while they show, the two
 * buttons draw closer (smaller text and padding, no wallet) so that four fit on a 360 px phone,
 * and under 380 px the wallet goes. Every label in sv, en and pl stays whole from 360 to 430 px,
 * scrolled or not (tests/e2e/worker-phone.spec.ts).
 */
export function NewReportBar({ onNewReport }: { onNewReport: () => void }) {
  const t = useT(dashboardSv);
  return (
    <>
      {/* Keeps the last card from hiding under the bar. */}
      <div className="h-16 sm:hidden" aria-hidden="true" />
      <div
        data-toast-anchor=""
        className="group/bar fixed inset-x-0 bottom-0 z-30 flex items-center gap-1.5 border-t bg-card/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur sm:hidden"
      >
        {/* In a box of its own, as 'Ersättning' is, so that the two share the width equally (a
            flex item's padding would otherwise count on top of its share), but never less than
            its label needs: a longer label takes from the shorter one's share instead of being cut. */}
        <div className={BOX}>
          {/* Less padding on a phone: 'Nowy raport' then fits beside 'Zwroty' on 360 px uncut. */}
          <Button size="lg" className={cn("w-full min-w-0 max-[419px]:px-3", COMPACT_IN_BAR)} onClick={onNewReport}>
            <Plus aria-hidden="true" className={HIDDEN_IN_NARROW_BAR} />
            <span className="truncate">{t("dashboard.newReport")}</span>
          </Button>
        </div>
        <ExpenseMenu placement="above" className={BOX} />
        <ScrollButtons placement="inline" />
      </div>
    </>
  );
}
