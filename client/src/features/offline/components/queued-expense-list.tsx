import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { ExpenseBody } from "@shared/validation";
import type { QueuedExpense } from "../lib/queue-store";
import { QueuedItems, type QueuedRowText } from "./queued-items";

/** The day an expense belongs to: a trip's departure date. */
const dayOf = (body: ExpenseBody) => (body.kind === "trakt" ? body.departAt.slice(0, 10) : body.date);

/** What it is, in a line: what was bought, the route, or where the trip went. */
const whatOf = (body: ExpenseBody) => (body.kind === "utlagg" ? body.description : body.kind === "mil" ? body.route : body.destination);

/** The kronor of an utlägg are typed; a drive's and a trip's are counted by the server when it arrives. */
const figureOf = (body: ExpenseBody, format: ReturnType<typeof useFormat>) =>
  body.kind === "utlagg" ? format.kronor(body.amount) : body.kind === "mil" ? `${body.km} km` : null;

function expenseRow(t: Translate<typeof offlineSv>, format: ReturnType<typeof useFormat>, { body }: QueuedExpense): QueuedRowText {
  const kind = t(`offline.kind.${body.kind}`);
  const day = format.date(dayOf(body), "short");
  return {
    lines: (
      <>
        <span className="text-sm font-semibold">{kind}</span>
        <span className="text-sm text-muted-foreground">{day}</span>
        <span className="line-clamp-2 text-sm text-muted-foreground">{whatOf(body)}</span>
      </>
    ),
    figure: figureOf(body, format),
    name: `${kind} ${day}`,
  };
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
  const t = useT(offlineSv);
  const format = useFormat();
  return (
    <QueuedItems
      label={t("offline.expenses.label")}
      items={expenses}
      row={(expense) => expenseRow(t, format, expense)}
      onEdit={onEdit}
      onRemove={(expense) => onRemove(expense.clientId)}
      onSendNow={onSendNow}
      sending={sending}
      removeQuestion={{ title: t("offline.expenses.removeTitle"), description: t("offline.expenses.removeText") }}
    />
  );
}
