import { Car, Hotel, type LucideIcon } from "lucide-react";
import { ReceiptKrona } from "@/components/receipt-krona";
import type { ExpenseKind } from "@shared/domain";

/** Each kind's picture, the same on the dashboard's links and the list's. */
export const EXPENSE_KIND_ICONS: Readonly<Record<ExpenseKind, LucideIcon>> = { utlagg: ReceiptKrona, mil: Car, trakt: Hotel };
