import { Building2, FolderKanban, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { ProjectStatus } from "@shared/domain";
import { useProjects, type ProjectListItem } from "@/api/projects/get-projects";
import { AdminSection } from "@/components/admin-section";
import { PanelEmpty, PanelError, PanelLoading } from "@/components/panel-state";
import { Button } from "@/components/ui/button";
import { useReturnFocus } from "@/components/ui/use-return-focus";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";
import { useCustomerOptions } from "../hooks/use-customer-options";
import { ArchiveProjectDialog } from "./archive-project-dialog";
import { ProjectCard } from "./project-card";
import { ProjectFormDialog } from "./project-form-dialog";

// Running projects first, archived last: archived ones are kept for their history, not daily work.
const STATUS_ORDER: Record<ProjectStatus, number> = { active: 0, planning: 1, completed: 2, archived: 3 };
const byRelevance = (a: ProjectListItem, b: ProjectListItem) =>
  STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.projectNumber.localeCompare(b.projectNumber, "sv");

interface ProjectsPanelProps {
  /** Opens 'Byggarbetsplatser' (another feature: the app layer shows it in the Projekt tab). */
  onOpenSites?: () => void;
}

/** 'Projekt': the list with create, edit and archive. */
export function ProjectsPanel({ onOpenSites }: ProjectsPanelProps) {
  const t = useT(projectsSv);
  const projects = useProjects();
  const customers = useCustomerOptions();
  const [editing, setEditing] = useState<ProjectListItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [archiving, setArchiving] = useState<ProjectListItem | null>(null);
  const sorted = useMemo(() => [...(projects.data ?? [])].sort(byRelevance), [projects.data]);
  // Back to 'Nytt projekt', the card's 'Redigera' or 'Arkivera' (the card itself once archived) on closing.
  const focus = useReturnFocus();

  const openForm = (project: ProjectListItem | null) => {
    focus.remember();
    setEditing(project);
    setFormOpen(true);
  };
  const openArchive = (project: ProjectListItem) => {
    focus.remember();
    setArchiving(project);
  };

  return (
    <AdminSection
      id="projects"
      title={t("projects.panel.title")}
      description={t("projects.panel.description")}
      actions={
        <>
          {onOpenSites ? (
            <Button variant="outline" onClick={onOpenSites}>
              <Building2 aria-hidden="true" />
              {t("projects.panel.sites")}
            </Button>
          ) : null}
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            {t("projects.panel.new")}
          </Button>
        </>
      }
    >
      <ProjectsList projects={sorted} isPending={projects.isPending} failed={projects.isError} onEdit={openForm} onArchive={openArchive} />
      <ProjectFormDialog open={formOpen} onOpenChange={setFormOpen} project={editing} customers={customers} onCloseAutoFocus={focus.onCloseAutoFocus} />
      <ArchiveProjectDialog project={archiving} onClose={() => setArchiving(null)} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </AdminSection>
  );
}

interface ProjectsListProps {
  projects: ProjectListItem[];
  isPending: boolean;
  failed: boolean;
  onEdit: (project: ProjectListItem) => void;
  onArchive: (project: ProjectListItem) => void;
}

function ProjectsList({ projects, isPending, failed, onEdit, onArchive }: ProjectsListProps) {
  const t = useT(projectsSv);
  if (failed) return <PanelError />;
  if (isPending) return <PanelLoading label={t("projects.panel.loading")} />;
  if (projects.length === 0) return <PanelEmpty icon={<FolderKanban />} title={t("projects.panel.empty")} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} onEdit={() => onEdit(project)} onArchive={() => onArchive(project)} />
      ))}
    </div>
  );
}
