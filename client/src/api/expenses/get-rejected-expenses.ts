import { queryOptions } from "@tanstack/react-query";
import type { RejectedExpenseNotice } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { expenseKeys, REJECTED_EXPENSES_PATH } from "./keys";

/** The caller's own expenses an admin rejected in the last 30 days, newest first (docs/product-rules.md §16). */
const getRejectedExpenses = () => apiGet<RejectedExpenseNotice[]>(REJECTED_EXPENSES_PATH);

export const rejectedExpensesQueryOptions = () => queryOptions({ queryKey: expenseKeys.rejected(), queryFn: getRejectedExpenses });
