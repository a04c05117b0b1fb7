import { ReceiptKrona } from "@/components/receipt-krona";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { ReactNode } from "react";
import { useMyExpenses } from "@/api/expenses/get-expenses";
import { Button } from "@/components/ui/button";
import { CardListState } from "@/components/card-list-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { expenseWeeks } from "../lib/week-sums";
import { ExpenseRow } from "./expense-row";

/** 'Mina ersättningar' reads this many at a time. */
export const EXPENSES_PAGE = 50;

interface ExpenseListProps {
  today: string;
  /** The expenses still on the phone (the offline queue), shown above the sent ones whatever the list's state. */
  queued?: ReactNode;
  /** Where a tap on one goes: its page, to change, remove or look at it. */
  expenseHref: (id: string) => string;
  /** Under the heading: the ways to file a new one. */
  actions?: ReactNode;
}

/**
 * 'Mina ersättningar' (docs/product-rules.md §16): the worker's own expenses newest first, by
 * week with what each week pays ('Vecka 48: 1 357,50 kr'), each with its kronor and state.
 */
export function ExpenseList({ today, queued, expenseHref, actions }: ExpenseListProps) {
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useMyExpenses(EXPENSES_PAGE);
  const t = useT(expensesSv);
  const format = useFormat();
  const expenses = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{t("expenses.list.title")}</CardTitle>
        <CardDescription>{t("expenses.list.description")}</CardDescription>
        {actions}
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-2 sm:px-4">
        {queued}
        <CardListState
          pending={isPending}
          failed={isError}
          empty={expenses.length === 0}
          texts={{ loading: t("expenses.list.loading"), failed: t("expenses.list.failed"), empty: t("expenses.list.empty") }}
          onRetry={() => void refetch()}
          emptyIcon={ReceiptKrona}
          inset
        >
          {expenseWeeks(expenses, today, format.kronor).map((week) => {
            const label =
              week.year === null ? t("expenses.list.week", { week: week.week }) : t("expenses.list.weekOfYear", { week: week.week, year: week.year });
            return (
              <section key={week.key} aria-labelledby={`week-${week.key}`} className="flex flex-col gap-1">
                {/* The week and its sum at either end; heard as one: 'Vecka 48: 1 357,50 kr'. */}
                <h2
                  id={`week-${week.key}`}
                  aria-label={t("expenses.list.weekSum", { week: label, total: week.total })}
                  className="flex justify-between gap-2 border-b px-2 pb-1 text-sm font-bold sm:px-3"
                >
                  <span>{label}</span>
                  <span className="tabular-nums">{week.total}</span>
                </h2>
                <ul className="flex flex-col divide-y" aria-label={label}>
                  {week.expenses.map((expense) => (
                    <ExpenseRow key={expense.id} expense={expense} href={expenseHref(expense.id)} />
                  ))}
                </ul>
              </section>
            );
          })}
        </CardListState>
        {hasNextPage ? (
          <Button variant="ghost" className="w-full" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {t("expenses.list.more")}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
