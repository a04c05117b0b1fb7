import { CloudOff, Loader2, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { useProjects } from "@/api/projects/get-projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog as ConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { countOf, formatDate, formatHours } from "@shared/domain";
import type { QueuedReport, QueuedState } from "../lib/queue-store";

export const WAITING_LABEL = "Väntar på uppkoppling";
export const REFUSED_LABEL = "Inte mottagen";
export const SIGN_IN_LABEL = "Logga in för att skicka";

/** Where a queued item is: waiting, on its way, refused by the server, or waiting for a sign-in. */
export function QueueStateBadge({ state }: { state: QueuedState }) {
  if (state === "refused") return <Badge variant="destructive">{REFUSED_LABEL}</Badge>;
  if (state === "signin") return <Badge variant="warning">{SIGN_IN_LABEL}</Badge>;
  return <Badge variant="warning">{state === "sending" ? "Skickar..." : WAITING_LABEL}</Badge>;
}

interface RowProps {
  report: QueuedReport;
  projectName: string | null;
  onEdit: (report: QueuedReport) => void;
  onRemove: (report: QueuedReport) => void;
}

function QueueRow({ report, projectName, onEdit, onRemove }: RowProps) {
  const photos = report.files.length + report.body.imageUrls.length + report.body.receiptImageUrls.length;
  const day = formatDate(report.body.date, "short");
  return (
    <li className="flex flex-col gap-2 px-2 py-2.5 sm:px-3">
      <div className="flex items-start gap-3">
        <CloudOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-sm font-semibold">{day}</span>
          {projectName ? <span className="line-clamp-2 text-sm text-muted-foreground">{projectName}</span> : null}
          {photos > 0 ? <span className="text-xs text-muted-foreground">{countOf(photos, "bild", "bilder")}</span> : null}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-bold tabular-nums">{formatHours(report.body.hours)} h</span>
          <QueueStateBadge state={report.state} />
        </span>
      </div>
      {report.state === "refused" ? (
        <div className="flex flex-col gap-2 pl-7">
          <p className="text-sm text-destructive">{report.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(report)} aria-label={`Ändra rapporten för ${day}`}>
              <Pencil aria-hidden="true" />
              Ändra
            </Button>
            <Button variant="outline" size="sm" onClick={() => onRemove(report)} aria-label={`Ta bort rapporten för ${day}`}>
              <Trash2 aria-hidden="true" />
              Ta bort
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

export interface QueueListProps {
  reports: QueuedReport[];
  onEdit: (report: QueuedReport) => void;
  onRemove: (report: QueuedReport) => void;
  onSendNow: () => void;
  sending: boolean;
}

/** The reports on the phone, above the sent ones in 'Senaste rapporter'; nothing when the queue is empty. */
export function QueueList({ reports, onEdit, onRemove, onSendNow, sending }: QueueListProps) {
  const { data: projects = [] } = useProjects();
  const [removing, setRemoving] = useState<QueuedReport | null>(null);
  if (reports.length === 0) return null;
  const nameOf = (id: string | null) => {
    const project = projects.find((p) => p.id === id);
    return project ? `${project.projectNumber} · ${project.title}` : null;
  };
  const sendable = reports.some((r) => r.state !== "refused");
  return (
    <section aria-label="Rapporter på telefonen" className="mb-3 rounded-md border border-dashed bg-muted/40">
      <ul className="flex flex-col divide-y" aria-label={WAITING_LABEL}>
        {reports.map((report) => (
          <QueueRow key={report.clientId} report={report} projectName={nameOf(report.body.projectId)} onEdit={onEdit} onRemove={setRemoving} />
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
        title="Ta bort rapporten?"
        description="Rapporten har inte skickats och försvinner från telefonen."
        confirmLabel="Ta bort"
        variant="destructive"
        onConfirm={() => {
          if (removing) onRemove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
