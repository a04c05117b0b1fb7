import { useArchiveProject } from "@/api/projects/archive-project";
import type { ProjectListItem } from "@/api/projects/get-projects";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";

/** 'Är du säker på att du vill arkivera detta projekt?' before archiving `project` (null: closed). */
export function ArchiveProjectDialog({
  project,
  onClose,
  onCloseAutoFocus,
}: { project: ProjectListItem | null; onClose: () => void } & Partial<Pick<ReturnFocus, "onCloseAutoFocus">>) {
  const archiveMutation = useArchiveProject();
  const confirm = async () => {
    if (!project) return;
    try {
      await archiveMutation.mutateAsync(project.id);
      toast({ title: "Framgång", description: `${project.projectNumber} har arkiverats` });
      onClose();
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte arkivera projekt") });
    }
  };
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Arkivera projekt"
      description="Är du säker på att du vill arkivera detta projekt?"
      confirmLabel="Arkivera"
      pendingLabel="Arkiverar..."
      pending={archiveMutation.isPending}
      onConfirm={() => void confirm()}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
