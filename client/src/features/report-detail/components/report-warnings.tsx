import { useWarningMessages } from "@/api/working-time/get-warnings";
import { WarningNotices } from "@/components/warning-notices";

/** The limits the report's worker passed on the report's date, as the server judges them, or that it cannot (docs/product-rules.md §11). */
export function ReportWarnings({ workerId, date }: { workerId: string; date: string }) {
  return <WarningNotices messages={useWarningMessages({ workerId, startDate: date, endDate: date })} />;
}
