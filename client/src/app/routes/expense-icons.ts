import { Car, Hotel, Receipt } from "lucide-react";
import type { ExpenseKind } from "@shared/domain";

/** Each kind's picture, the same on the dashboard's links and the list's. */
export const EXPENSE_KIND_ICONS: Readonly<Record<ExpenseKind, typeof Receipt>> = { utlagg: Receipt, mil: Car, trakt: Hotel };
