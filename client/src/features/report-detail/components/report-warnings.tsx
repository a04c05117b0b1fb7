import { useWarnings } from "@/api/working-time/get-warnings";
import { WarningNotices } from "@/components/warning-notices";

/** The limits the report's worker passed on the report's date, as the server judges them (docs/product-rules.md §11). */
export function ReportWarnings({ workerId, date }: { workerId: string; date: string }) {
  const { data: warnings = [] } = useWarnings({ workerId, startDate: date, endDate: date });
  if (warnings.length === 0) return null;
  return <WarningNotices messages={warnings.map((w) => w.message)} />;
}
