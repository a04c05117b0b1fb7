import { useState } from "react";
import { todayIn } from "@shared/dates";
import type { ControlFilter } from "@/lib/ledger/control-filter";

/** The control view's choice, starting on today in Stockholm with every company and person. */
export function useControlFilter(): [ControlFilter, (filter: ControlFilter) => void] {
  return useState<ControlFilter>(() => {
    const today = todayIn();
    return { from: today, to: today, companyId: "", q: "" };
  });
}
