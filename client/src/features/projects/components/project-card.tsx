import { Archive, CalendarRange, Pencil } from "lucide-react";
import type { ProjectStatus } from "@shared/domain";
import type { ProjectListItem } from "@/api/projects/get-projects";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { HoursProgress } from "./hours-progress";

const STATUS_VARIANTS: Record<ProjectStatus, BadgeVariant> = {
  planning: "secondary",
  active: "success",
  completed: "outline",
  archived: "muted",
};

interface ProjectCardProps {
  project: ProjectListItem;
  onEdit: () => void;
  onArchive: () => void;
}

export function ProjectCard({ project, onEdit, onArchive }: ProjectCardProps) {
  const t = useT(projectsSv);
  const archived = project.status === "archived";
  const title = project.title.trim();
  return (
    <Card className={cn("flex flex-col gap-3 p-4 sm:p-5", archived && "bg-muted/40")} role="article" aria-label={project.projectNumber}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-secondary px-2 py-0.5 font-mono text-sm font-semibold">{project.projectNumber}</span>
        <Badge variant={STATUS_VARIANTS[project.status]}>{t(`projects.status.${project.status}`)}</Badge>
      </div>
      <div className="min-w-0">
        <h3 className={cn("break-words text-lg font-bold leading-snug", !title && "italic text-muted-foreground")}>{title || t("projects.card.noTitle")}</h3>
        {project.description ? <p className="mt-1 line-clamp-2 break-words text-sm text-muted-foreground">{project.description}</p> : null}
      </div>
      <ProjectDates startDate={project.startDate} endDate={project.expectedEndDate} />
      <HoursProgress reportedHours={project.reportedHours ?? "0"} estimatedHours={project.estimatedHours} />
      <div className="mt-auto flex flex-wrap gap-2 border-t pt-3">
        {/* Every card has these two buttons: the project number tells them apart for a screen reader. */}
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t("projects.card.editLabel", { number: project.projectNumber })}>
          <Pencil aria-hidden="true" />
          {t("projects.card.edit")}
        </Button>
        {archived ? null : (
          <Button variant="ghost" size="sm" onClick={onArchive} aria-label={t("projects.card.archiveLabel", { number: project.projectNumber })}>
            {/* The colour on an inner span: the ghost variant's own text colour would win over a class on the button. */}
            <span className="inline-flex items-center gap-2 text-destructive">
              <Archive aria-hidden="true" />
              {t("projects.card.archive")}
            </span>
          </Button>
        )}
      </div>
    </Card>
  );
}

function ProjectDates({ startDate, endDate }: { startDate: string | null; endDate: string | null }) {
  const t = useT(projectsSv);
  const format = useFormat();
  if (!startDate && !endDate) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <CalendarRange className="size-4 shrink-0" aria-hidden="true" />
      {t("projects.card.dates", { start: startDate ? format.date(startDate, "short") : "–", end: endDate ? format.date(endDate, "short") : "–" })}
    </p>
  );
}
