import { CloudOff, Loader2, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { EXPENSE_KIND_LABELS, formatDate, formatKronor } from "@shared/domain";
import type { ExpenseBody } from "@shared/validation";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { QueuedExpense } from "../lib/queue-store";
import { QueueStateBadge, WAITING_LABEL } from "./queue-list";

/** The day an expense belongs to: a trip's departure date. */
const dayOf = (body: ExpenseBody) => (body.kind === "trakt" ? body.departAt.slice(0, 10) : body.date);

/** What it is, in a line: what was bought, the route, or where the trip went. */
const whatOf = (body: ExpenseBody) => (body.kind === "utlagg" ? body.description : body.kind === "mil" ? body.route : body.destination);

/** The kronor of an utlägg are typed; a drive's and a trip's are counted by the server when it arrives. */
const figureOf = (body: ExpenseBody) => (body.kind === "utlagg" ? formatKronor(body.amount) : body.kind === "mil" ? `${body.km} km` : null);

interface RowProps {
  expense: QueuedExpense;
  onEdit: (expense: QueuedExpense) => void;
  onRemove: (expense: QueuedExpense) => void;
}

function QueuedExpenseRow({ expense, onEdit, onRemove }: RowProps) {
  const { body } = expense;
  const name = `${EXPENSE_KIND_LABELS[body.kind]} ${formatDate(dayOf(body), "short")}`;
  const figure = figureOf(body);
  return (
    <li className="flex flex-col gap-2 px-2 py-2.5 sm:px-3">
      <div className="flex items-start gap-3">
        <CloudOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-semibold">{EXPENSE_KIND_LABELS[body.kind]}</span>
          <span className="text-sm text-muted-foreground">{formatDate(dayOf(body), "short")}</span>
          <span className="line-clamp-2 text-sm text-muted-foreground">{whatOf(body)}</span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          {figure ? <span className="text-sm font-bold tabular-nums">{figure}</span> : null}
          <QueueStateBadge state={expense.state} />
        </span>
      </div>
      {expense.state === "refused" ? (
        <div className="flex flex-col gap-2 pl-7">
          <p className="text-sm text-destructive">{expense.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(expense)} aria-label={`Ändra ${name}`}>
              <Pencil aria-hidden="true" />
              Ändra
            </Button>
            <Button variant="outline" size="sm" onClick={() => onRemove(expense)} aria-label={`Ta bort ${name}`}>
              <Trash2 aria-hidden="true" />
              Ta bort
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

export interface QueuedExpenseListProps {
  expenses: QueuedExpense[];
  onEdit: (expense: QueuedExpense) => void;
  onRemove: (clientId: string) => void;
  onSendNow: () => void;
  sending: boolean;
}

/** The expenses on the phone, above the sent ones in 'Mina ersättningar'; nothing when none wait. */
export function QueuedExpenseList({ expenses, onEdit, onRemove, onSendNow, sending }: QueuedExpenseListProps) {
  const [removing, setRemoving] = useState<QueuedExpense | null>(null);
  if (expenses.length === 0) return null;
  const sendable = expenses.some((e) => e.state !== "refused");
  return (
    <section aria-label="Ersättningar på telefonen" className="rounded-md border border-dashed bg-muted/40">
      <ul className="flex flex-col divide-y" aria-label={WAITING_LABEL}>
        {expenses.map((expense) => (
          <QueuedExpenseRow key={expense.clientId} expense={expense} onEdit={onEdit} onRemove={setRemoving} />
        ))}
      </ul>
      {sendable ? (
        <div className="border-t p-2">
          <Button variant="outline" className="w-full sm:w-auto" onClick={onSendNow} disabled={sending}>
            {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Skicka nu
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Ta bort ersättningen?"
        description="Ersättningen har inte skickats och försvinner från telefonen."
        confirmLabel="Ta bort"
        variant="destructive"
        onConfirm={() => {
          if (removing) onRemove(removing.clientId);
          setRemoving(null);
        }}
      />
    </section>
  );
}
