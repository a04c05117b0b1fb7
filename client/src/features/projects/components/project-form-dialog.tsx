import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { projectBodySchema, type ProjectBody, type ProjectFormValues } from "@shared/validation";
import type { Project } from "@shared/types";
import { useCreateProject } from "@/api/projects/create-project";
import { useProjectWorkers, useSetProjectWorkers } from "@/api/projects/project-workers";
import { useUpdateProject } from "@/api/projects/update-project";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";
import { useSiteOptions } from "../hooks/use-site-options";
import { useLeaderOptions, useWorkerOptions } from "../hooks/use-worker-options";
import { AssignedWorkersField } from "./assigned-workers-field";
import { LeadersField } from "./leaders-field";
import { ProjectFormFields, type CustomerOption } from "./project-form-fields";

const FIELDS = [
  "projectNumber",
  "title",
  "description",
  "status",
  "estimatedHours",
  "startDate",
  "expectedEndDate",
  "customerId",
  "siteId",
  "leaderIds",
] as const;

function toFormValues(project: Project | null): ProjectFormValues {
  return {
    projectNumber: project?.projectNumber ?? "",
    title: project?.title ?? "",
    description: project?.description ?? "",
    status: project?.status ?? "active",
    // "400.00" reads better as "400" in the input; the schema takes either.
    estimatedHours: project?.estimatedHours ? String(Number(project.estimatedHours)) : "",
    startDate: project?.startDate ?? "",
    expectedEndDate: project?.expectedEndDate ?? "",
    customerId: project?.customerId ?? "",
    siteId: project?.siteId ?? "",
    leaderIds: project?.leaders.map((leader) => leader.id) ?? [],
  };
}

interface ProjectFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit, or null for a new one. */
  project: Project | null;
  customers?: readonly CustomerOption[];
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

export function ProjectFormDialog({ open, onOpenChange, project, customers = [], onCloseAutoFocus }: ProjectFormDialogProps) {
  const t = useT(projectsSv);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t(project ? "projects.form.editTitle" : "projects.form.newTitle")}</DialogTitle>
          <DialogDescription>
            {project ? t("projects.form.editDescription", { number: project.projectNumber }) : t("projects.form.newDescription")}
          </DialogDescription>
        </DialogHeader>
        {/* Keyed so that each opening starts from the chosen project's values. */}
        {open ? <ProjectForm key={project?.id ?? "new"} project={project} customers={customers} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, customers, onDone }: { project: Project | null; customers: readonly CustomerOption[]; onDone: () => void }) {
  const t = useT(projectsSv);
  const form = useForm<ProjectFormValues, unknown, ProjectBody>({ resolver: zodResolver(projectBodySchema), defaultValues: toFormValues(project) });
  const createMutation = useCreateProject();
  const updateMutation = useUpdateProject();
  const workersMutation = useSetProjectWorkers();
  const workerOptions = useWorkerOptions();
  const leaderOptions = useLeaderOptions();
  const leaderIds = form.watch("leaderIds") ?? [];
  const siteOptions = useSiteOptions();
  const assigned = useProjectWorkers(project?.id ?? null);
  // null until the admin ticks a box: then the server's list is the starting point.
  const [picked, setPicked] = useState<string[] | null>(null);
  const workerIds = picked ?? assigned.data?.workerIds ?? [];
  const pending = createMutation.isPending || updateMutation.isPending || workersMutation.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (project) {
        await updateMutation.mutateAsync({ id: project.id, body });
        if (picked !== null) await workersMutation.mutateAsync({ id: project.id, workerIds: picked });
        toast({ title: t("projects.toast.success"), description: t("projects.form.updated") });
      } else {
        const created = await createMutation.mutateAsync(body);
        if (picked !== null && picked.length > 0) await workersMutation.mutateAsync({ id: created.id, workerIds: picked });
        toast({ title: t("projects.toast.success"), description: t("projects.form.created") });
      }
      onDone();
    } catch (error) {
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      const fallback = t(project ? "projects.form.updateFailed" : "projects.form.createFailed");
      toast({ variant: "destructive", title: t("projects.toast.error"), description: onFields ? fallback : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ProjectFormFields form={form} customers={customers} sites={siteOptions} />
      <AssignedWorkersField workers={workerOptions} selected={workerIds} onChange={setPicked} loading={project !== null && assigned.isPending} />
      <LeadersField
        people={leaderOptions}
        selected={leaderIds}
        onChange={(ids) => form.setValue("leaderIds", ids, { shouldDirty: true })}
        error={form.formState.errors.leaderIds?.message}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} pendingText={t("projects.form.pending")}>
        <Save aria-hidden="true" />
        {t(project ? "projects.form.save" : "projects.form.create")}
      </FormDialogFooter>
    </form>
  );
}
