import { CheckCheck, ChevronLeft, ChevronRight, Loader2, ReceiptText } from "lucide-react";
import { useState } from "react";
import { formatDate } from "@shared/domain";
import type { Expense } from "@shared/types";
import { useBulkVerifyExpenses } from "@/api/expenses/bulk-verify-expenses";
import { useExpensesPage } from "@/api/expenses/get-expenses";
import type { ExpenseListParams } from "@/api/expenses/keys";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { EXPENSE_REVIEW_TEXTS, verifiedExpensesText } from "@/lib/expense-texts";
import { currentPage, FIRST_PAGE, nextPage, previousPage, type PageStack } from "../lib/page-stack";
import { PAGE_SIZE } from "../lib/report-filters";
import { EXPENSE_COLUMNS, ExpenseRow } from "./expense-row";
import { SELECT_COLUMN } from "./report-row";

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
      toast({ title: "Attesterat", description: verifiedExpensesText(verified) });
      setSelected(new Set());
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, EXPENSE_REVIEW_TEXTS.bulkFailed) });
    }
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  let body;
  if (page.isError) body = <PanelError />;
  else if (params !== null && page.isPending) body = <PanelLoading label="Laddar ersättningar..." />;
  else if (items.length === 0) body = <PanelEmpty icon={<ReceiptText />} title="Inga ersättningar hittades" text="Ändra filtren." framed={false} />;
  else {
    body = (
      <>
        {submitted.length > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2 sm:px-4">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                className="size-5 cursor-pointer accent-[hsl(var(--primary))] lg:mx-3"
                checked={chosen.length === submitted.length}
                onChange={(e) => setSelected(new Set(e.target.checked ? submitted : []))}
              />
              Markera alla inskickade ({submitted.length})
            </label>
            <Button size="sm" disabled={chosen.length === 0 || bulk.isPending} onClick={() => void attestSelected()} aria-busy={bulk.isPending || undefined}>
              {bulk.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
              Attestera markerade{chosen.length > 0 ? ` (${chosen.length})` : ""}
            </Button>
          </div>
        ) : null}
        <div
          className="hidden border-b bg-muted/40 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground lg:flex lg:gap-3"
          aria-hidden="true"
        >
          <span className={SELECT_COLUMN} />
          <div className={`flex-1 px-1 ${EXPENSE_COLUMNS}`}>
            <span>Datum</span>
            <span>Arbetare</span>
            <span>Ersättning</span>
            <span className="text-right">Belopp</span>
          </div>
          <span className="w-40 shrink-0 text-right">Status</span>
        </div>
        <ul className="divide-y" aria-label="Ersättningar">
          {items.map((expense) => (
            <ExpenseRow
              key={expense.id}
              expense={expense}
              selected={selected.has(expense.id)}
              onSelectedChange={(on) => toggle(expense.id, on)}
              onOpen={() => onOpenExpenses([expense], `${expense.worker.fullName}, ${formatDate(expense.date, "long")}`)}
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
        <nav className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-3 sm:px-4" aria-label="Sidor">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {items.length > 0 ? `Visar ${current.start + 1}–${current.start + items.length}` : "Visar 0"}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={pages.length < 2 || page.isPlaceholderData} onClick={() => setPages((s) => previousPage(s))}>
              <ChevronLeft aria-hidden="true" />
              Föregående
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={nextCursor === null}
              onClick={() => nextCursor !== null && setPages((s) => nextPage(s, nextCursor, items.length))}
            >
              Nästa
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </Card>
  );
}
