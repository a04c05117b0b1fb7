import { CloudOff, Loader2, Pencil, Send, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { QueuedState } from "../lib/queue-store";
import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT } from "@/lib/i18n/runtime";

/** Where a queued item is: waiting, on its way, refused by the server, or waiting for a sign-in. */
function QueueStateBadge({ state }: { state: QueuedState }) {
  const t = useT(offlineSv);
  if (state === "refused") return <Badge variant="destructive">{t("offline.state.refused")}</Badge>;
  if (state === "signin") return <Badge variant="warning">{t("offline.state.signIn")}</Badge>;
  return <Badge variant="warning">{state === "sending" ? t("offline.state.sending") : t("offline.state.waiting")}</Badge>;
}

interface Queued {
  clientId: string;
  state: QueuedState;
  /** The server's Swedish message of a refused one. */
  message?: string;
}

/** One row as its list writes it. */
export interface QueuedRowText {
  /** The lines at the left: the day, what it is. */
  lines: ReactNode;
  /** The figure at the right, above the state: hours, kronor or kilometres. */
  figure?: ReactNode;
  /** What 'Ändra' and 'Ta bort' name for a screen reader: 'rapporten för 5 nov.'. */
  name: string;
}

interface QueuedItemsProps<T extends Queued> {
  /** The section's name: 'Rapporter på telefonen'. */
  label: string;
  className?: string;
  items: readonly T[];
  row: (item: T) => QueuedRowText;
  onEdit: (item: T) => void;
  onRemove: (item: T) => void;
  onSendNow: () => void;
  sending: boolean;
  /** Asked before one that was never sent is removed from the phone. */
  removeQuestion: { title: string; description: string };
}

/**
 * What waits on the phone for coverage (docs/decisions/2026-11-22-offline-queue.md): each one
 * with its state, a refused one with the server's message, 'Ändra' and 'Ta bort'; 'Skicka nu'
 * while any can be sent. Nothing when none wait.
 */
export function QueuedItems<T extends Queued>({ label, className, items, row, onEdit, onRemove, onSendNow, sending, removeQuestion }: QueuedItemsProps<T>) {
  const t = useT(offlineSv);
  const [removing, setRemoving] = useState<T | null>(null);
  if (items.length === 0) return null;
  const sendable = items.some((item) => item.state !== "refused");
  return (
    <section aria-label={label} className={cn("rounded-md border border-dashed bg-muted/40", className)}>
      <ul className="flex flex-col divide-y" aria-label={t("offline.state.waiting")}>
        {items.map((item) => {
          const { lines, figure, name } = row(item);
          return (
            <li key={item.clientId} className="flex flex-col gap-2 px-2 py-2.5 sm:px-3">
              <div className="flex items-start gap-3">
                <CloudOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {/* The state under the lines, not beside them: 'Waiting for a connection' beside the
                    figure left the date and project a few letters a line at 390 px. */}
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  {lines}
                  <span className="mt-0.5 self-start">
                    <QueueStateBadge state={item.state} />
                  </span>
                </span>
                {figure ? <span className="shrink-0 text-sm font-bold tabular-nums">{figure}</span> : null}
              </div>
              {item.state === "refused" ? (
                <div className="flex flex-col gap-2 pl-7">
                  <p className="text-sm text-destructive">{item.message}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => onEdit(item)} aria-label={t("offline.editNamed", { name })}>
                      <Pencil aria-hidden="true" />
                      {t("offline.edit")}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setRemoving(item)} aria-label={t("offline.removeNamed", { name })}>
                      <Trash2 aria-hidden="true" />
                      {t("offline.remove")}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {sendable ? (
        <div className="border-t p-2">
          <Button variant="outline" className="w-full sm:w-auto" onClick={onSendNow} disabled={sending}>
            {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {t("offline.sendNow")}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removeQuestion.title}
        description={removeQuestion.description}
        confirmLabel={t("offline.remove")}
        variant="destructive"
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
