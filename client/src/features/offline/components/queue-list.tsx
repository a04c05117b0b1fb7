import { useProjects } from "@/api/projects/get-projects";
import { countOf, formatDate, formatHours } from "@shared/domain";
import type { QueuedReport } from "../lib/queue-store";
import { QueuedItems, type QueuedRowText } from "./queued-items";

function reportRow(report: QueuedReport, projectName: string | null): QueuedRowText {
  const photos = report.files.length + report.body.imageUrls.length + report.body.receiptImageUrls.length;
  const day = formatDate(report.body.date, "short");
  return {
    lines: (
      <>
        <span className="text-sm font-semibold">{day}</span>
        {projectName ? <span className="line-clamp-2 text-sm text-muted-foreground">{projectName}</span> : null}
        {photos > 0 ? <span className="text-xs text-muted-foreground">{countOf(photos, "bild", "bilder")}</span> : null}
      </>
    ),
    figure: `${formatHours(report.body.hours)} h`,
    name: `rapporten för ${day}`,
  };
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
  const nameOf = (id: string | null) => {
    const project = projects.find((p) => p.id === id);
    return project ? `${project.projectNumber} · ${project.title}` : null;
  };
  return (
    <QueuedItems
      label="Rapporter på telefonen"
      className="mb-3"
      items={reports}
      row={(report) => reportRow(report, nameOf(report.body.projectId))}
      onEdit={onEdit}
      onRemove={onRemove}
      onSendNow={onSendNow}
      sending={sending}
      removeQuestion={{ title: "Ta bort rapporten?", description: "Rapporten har inte skickats och försvinner från telefonen." }}
    />
  );
}
