import { useState } from "react";
import { todayIn } from "@shared/dates";
import type { ControlFilter } from "@/lib/ledger/control-filter";

/**
 * The control view's choice, starting on today in Stockholm with every company and person;
 * `today` given when the page was rendered by the server for that day.
 */
export function useControlFilter(today?: string): [ControlFilter, (filter: ControlFilter) => void] {
  return useState<ControlFilter>(() => {
    const day = today ?? todayIn();
    return { from: day, to: day, companyId: "", q: "" };
  });
}
