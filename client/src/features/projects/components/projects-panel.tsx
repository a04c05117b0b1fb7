import { FolderKanban, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { ProjectStatus } from "@shared/validation";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { useProjects, type ProjectWithHours } from "../api/get-projects";
import { ArchiveProjectDialog } from "./archive-project-dialog";
import { ProjectCard } from "./project-card";
import { ProjectFormDialog } from "./project-form-dialog";
import type { CustomerOption } from "./project-form-fields";

// Running projects first, archived last: archived ones are kept for their history, not daily work.
const STATUS_ORDER: Record<ProjectStatus, number> = { active: 0, planning: 1, completed: 2, archived: 3 };
const byRelevance = (a: ProjectWithHours, b: ProjectWithHours) =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.projectNumber.localeCompare(b.projectNumber, "sv");

/** 'Projekt': the list with create, edit and archive. */
export function ProjectsPanel({ customers = [] }: { customers?: readonly CustomerOption[] }) {
  const projects = useProjects();
  const [editing, setEditing] = useState<ProjectWithHours | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [archiving, setArchiving] = useState<ProjectWithHours | null>(null);
  const sorted = useMemo(() => [...(projects.data ?? [])].sort(byRelevance), [projects.data]);

  const openForm = (project: ProjectWithHours | null) => {
    setEditing(project);
    setFormOpen(true);
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="projects-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="projects-heading" className="text-xl font-bold">
            Projekt
          </h2>
          <p className="text-sm text-muted-foreground">Rapporterade timmar mot tidsbudget per projekt.</p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Nytt projekt
        </Button>
      </div>
      <ProjectsList
        projects={sorted}
        isPending={projects.isPending}
        failed={projects.isError}
        onEdit={openForm}
        onArchive={setArchiving}
      />
      <ProjectFormDialog open={formOpen} onOpenChange={setFormOpen} project={editing} customers={customers} />
      <ArchiveProjectDialog project={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}

interface ProjectsListProps {
  projects: ProjectWithHours[];
  isPending: boolean;
  failed: boolean;
  onEdit: (project: ProjectWithHours) => void;
  onArchive: (project: ProjectWithHours) => void;
}

function ProjectsList({ projects, isPending, failed, onEdit, onArchive }: ProjectsListProps) {
  if (failed) return <PanelError />;
  if (isPending) return <PanelLoading label="Laddar projekt..." />;
  if (projects.length === 0) return <PanelEmpty icon={<FolderKanban />} title="Inga projekt ännu" />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} onEdit={() => onEdit(project)} onArchive={() => onArchive(project)} />
      ))}
    </div>
  );
}
