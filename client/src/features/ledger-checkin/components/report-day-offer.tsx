import { FilePenLine, Loader2 } from "lucide-react";
import { useId } from "react";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";

/**
 * 'Rapportera dagen' under the button once today's stay is checked out and not reported (docs/product-rules.md
 * §15): it shows the day's report filled in from the ledger; the worker looks and sends it with
 * 'Bekräfta och skicka', or changes anything in the form ('Ändra').
 */
export function ReportDayOffer({ busy, onOpen }: { busy: boolean; onOpen: () => void }) {
  const t = useT(checkinSv);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2 rounded-md border border-primary/30 bg-primary/5 p-3">
      <Button variant="default" className="min-h-11 w-full" onClick={onOpen} disabled={busy} aria-busy={busy || undefined} aria-describedby={hintId}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FilePenLine aria-hidden="true" />}
        {t("checkin.reportDay.button")}
      </Button>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("checkin.reportDay.hint")}
      </p>
    </div>
  );
}
