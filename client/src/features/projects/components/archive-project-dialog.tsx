import { useArchiveProject } from "@/api/projects/archive-project";
import type { ProjectListItem } from "@/api/projects/get-projects";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";

/** 'Är du säker på att du vill arkivera detta projekt?' before archiving `project` (null: closed). */
export function ArchiveProjectDialog({
  project,
  onClose,
  onCloseAutoFocus,
}: { project: ProjectListItem | null; onClose: () => void } & Partial<Pick<ReturnFocus, "onCloseAutoFocus">>) {
  const t = useT(projectsSv);
  const archiveMutation = useArchiveProject();
  const confirm = async () => {
    if (!project) return;
    try {
      await archiveMutation.mutateAsync(project.id);
      toast({ title: t("projects.toast.success"), description: t("projects.archive.done", { number: project.projectNumber }) });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: t("projects.toast.error"), description: errorMessage(error, t("projects.archive.failed")) });
    }
  };
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("projects.archive.title")}
      description={t("projects.archive.question")}
      confirmLabel={t("projects.card.archive")}
      pendingLabel={t("projects.archive.pending")}
      pending={archiveMutation.isPending}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
