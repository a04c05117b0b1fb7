import { useProjects } from "@/api/projects/get-projects";
import offlineSv from "@shared/i18n/catalogs/offline/sv";
import { useT, type Translate } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { QueuedReport } from "../lib/queue-store";
import { QueuedItems, type QueuedRowText } from "./queued-items";

type Format = ReturnType<typeof useFormat>;

function reportRow(t: Translate<typeof offlineSv>, format: Format, report: QueuedReport, projectName: string | null): QueuedRowText {
  const photos = report.files.length + report.body.imageUrls.length + report.body.receiptImageUrls.length;
  const day = format.date(report.body.date, "short");
  return {
    lines: (
      <>
        <span className="text-sm font-semibold">{day}</span>
        {projectName ? <span className="line-clamp-2 text-sm text-muted-foreground">{projectName}</span> : null}
        {photos > 0 ? <span className="text-sm text-muted-foreground">{t("offline.reports.photos", { count: photos })}</span> : null}
      </>
    ),
    figure: `${format.hours(report.body.hours)} h`,
    name: t("offline.reports.name", { day }),
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
  const t = useT(offlineSv);
  const format = useFormat();
  const { data: projects = [] } = useProjects();
  const nameOf = (id: string | null) => {
    const project = projects.find((p) => p.id === id);
    return project ? `${project.projectNumber} · ${project.title}` : null;
  };
  return (
    <QueuedItems
      label={t("offline.reports.label")}
      className="mb-3"
      items={reports}
      row={(report) => reportRow(t, format, report, nameOf(report.body.projectId))}
      onEdit={onEdit}
      onRemove={onRemove}
      onSendNow={onSendNow}
      sending={sending}
      removeQuestion={{ title: t("offline.reports.removeTitle"), description: t("offline.reports.removeText") }}
    />
  );
}
