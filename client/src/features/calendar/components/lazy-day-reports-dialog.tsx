import { lazyDialog } from "@/components/ui/lazy-dialog";
import type { DayReportsDialog } from "./day-reports-dialog";

/** The reports of a day with more than one, fetched when a worker first taps such a day. */
export const LazyDayReportsDialog = lazyDialog<Parameters<typeof DayReportsDialog>[0]>(
  () => import("./day-reports-dialog").then((m) => m.DayReportsDialog),
  (props) => props.date !== null,
);
