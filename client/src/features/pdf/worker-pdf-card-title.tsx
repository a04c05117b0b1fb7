import { FileDown } from "lucide-react";
import { CardTitle } from "@/components/ui/card";
import weekSv from "@shared/i18n/catalogs/week/sv";
import { useT } from "@/lib/i18n/runtime";

/**
 * The PDF card's heading. Its own small module: the dashboard shows it in the card's place
 * before the card's code is loaded (components/after-first-paint.tsx, WhenNearView).
 */
export function WorkerPdfCardTitle() {
  const t = useT(weekSv);
  return (
    <CardTitle size="md" className="flex items-center gap-2">
      <FileDown className="size-5 text-primary" aria-hidden="true" />
      {t("week.pdf.title")}
    </CardTitle>
  );
}
