import { useQuery } from "@tanstack/react-query";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { rejectedExpensesQueryOptions } from "@/api/expenses/get-rejected-expenses";
import { useExpenseHeading } from "@/lib/expense-texts";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { RejectedCard } from "./rejected-card";

/**
 * 'Nekade ersättningar' (docs/product-rules.md §16): the worker's expenses an admin rejected in
 * the last 30 days, with the kronor, the reason and who, as 'Nekade rapporter' tells of reports.
 * Nothing at all when there are none. At the top of the dashboard with the sent-back ones.
 */
export function RejectedExpenses() {
  const t = useT(dashboardSv);
  const format = useFormat();
  const expenseHeading = useExpenseHeading();
  const { data: expenses = [] } = useQuery(rejectedExpensesQueryOptions());
  const items = expenses.map((expense) => ({
    id: expense.id,
    heading: `${format.date(expense.date, "short")} · ${expenseHeading(expense)}`,
    amount: expense.amount,
    reason: expense.reason,
    rejectedBy: expense.rejectedBy,
  }));
  return <RejectedCard title={t("dashboard.rejected.expenses")} titleId="rejected-expenses-title" items={items} />;
}
