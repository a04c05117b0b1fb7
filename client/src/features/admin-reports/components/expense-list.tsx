import { ReceiptText } from "lucide-react";
import { useState } from "react";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import type { Expense } from "@shared/types";
import { useBulkVerifyExpenses } from "@/api/expenses/bulk-verify-expenses";
import { useExpensesPage } from "@/api/expenses/get-expenses";
import type { ExpenseListParams } from "@/api/expenses/keys";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { currentPage, FIRST_PAGE, nextPage, previousPage, type PageStack } from "../lib/page-stack";
import { PAGE_SIZE } from "../lib/report-filters";
import { EXPENSE_COLUMNS, ExpenseRow } from "./expense-row";
import { ListHeader, Pagination, SelectionBar, toggled } from "./list-parts";

interface ExpenseListProps {
  /** The filters that apply to expenses; null while they are not valid (an impossible period). */
  params: ExpenseListParams | null;
  onOpenExpenses: (expenses: Expense[], context: string) => void;
}

/**
 * 'Ersättningar' in 'Alla rapporter' (docs/product-rules.md §16): the expenses matching the
 * worker, kind, status and period, newest first, a page at a time by the server's cursors; the
 * submitted ones can be attested together, and each opens the expense dialog.
 */
export function ExpenseList({ params, onOpenExpenses }: ExpenseListProps) {
  const t = useT(adminReportsSv);
  const format = useFormat();
  const [pages, setPages] = useState<PageStack>(FIRST_PAGE);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [askedFor, setAskedFor] = useState(params);
  // A new filter starts again at page 1 (the parent makes `params` anew only when they change).
  if (JSON.stringify(askedFor) !== JSON.stringify(params)) {
    setAskedFor(params);
    setPages(FIRST_PAGE);
  }
  const current = currentPage(pages);
  const page = useExpensesPage(params ? { ...params, limit: PAGE_SIZE, cursor: current.cursor } : null);
  const bulk = useBulkVerifyExpenses();
  const items = page.data?.items ?? [];
  const settled = page.data && !page.isPlaceholderData ? page.data : undefined;
  const nextCursor = settled?.nextCursor ?? null;
  // Only what is on screen and still submitted can be attested together.
  const submitted = items.filter((e) => e.status === "submitted").map((e) => e.id);
  const chosen = submitted.filter((id) => selected.has(id));

  const attestSelected = async () => {
    try {
      const { verified } = await bulk.mutateAsync({ ids: chosen });
      // The server's count, which skips those no longer submitted.
      const description =
        verified === 0 ? t("adminReports.expenses.noneAttested") : t("adminReports.expenses.attested", { count: verified, n: format.count(verified) });
      toast({ title: t("adminReports.expenses.attestedTitle"), description });
      setSelected(new Set());
    } catch (error) {
      toast({ variant: "destructive", title: t("adminReports.common.error"), description: errorMessage(error, t("adminReports.expenses.attestFailed")) });
    }
  };

  let body;
  if (page.isError) body = <PanelError />;
  else if (params !== null && page.isPending) body = <PanelLoading label={t("adminReports.expenses.loading")} />;
  else if (items.length === 0)
    body = <PanelEmpty icon={<ReceiptText />} title={t("adminReports.expenses.none")} text={t("adminReports.list.changeFilters")} framed={false} />;
  else {
    body = (
      <>
        <SelectionBar
          submitted={submitted}
          selected={selected}
          onSelectedChange={setSelected}
          chosen={chosen.length}
          pending={bulk.isPending}
          actionLabel={t("adminReports.expenses.attestSelected")}
          onAction={() => void attestSelected()}
        />
        <ListHeader
          columns={EXPENSE_COLUMNS}
          titles={[
            { label: t("adminReports.list.date") },
            { label: t("adminReports.list.worker") },
            { label: t("adminReports.list.expense") },
            { label: t("adminReports.list.amount"), right: true },
          ]}
          statusWidth="w-64"
        />
        <ul className="divide-y" aria-label={t("adminReports.expenses.label")}>
          {items.map((expense) => (
            <ExpenseRow
              key={expense.id}
              expense={expense}
              selected={selected.has(expense.id)}
              onSelectedChange={(on) => setSelected(toggled(selected, expense.id, on))}
              onOpen={() => onOpenExpenses([expense], `${expense.worker.fullName}, ${format.date(expense.date, "long")}`)}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card className="overflow-hidden" aria-busy={page.isFetching || undefined}>
      {body}
      {items.length > 0 || pages.length > 1 ? (
        <Pagination
          label={
            items.length > 0
              ? t("adminReports.list.shownPage", { from: format.count(current.start + 1), to: format.count(current.start + items.length) })
              : t("adminReports.list.shownZero")
          }
          canPrevious={pages.length > 1 && !page.isPlaceholderData}
          canNext={nextCursor !== null}
          onPrevious={() => setPages((s) => previousPage(s))}
          onNext={() => nextCursor !== null && setPages((s) => nextPage(s, nextCursor, items.length))}
        />
      ) : null}
    </Card>
  );
}
