import { useEffect } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { ProjectRef } from "@shared/types";
import { useProjects } from "@/api/projects/get-projects";
import { SelectField, SelectOptions } from "@/components/ui/select";
import { useT } from "@/lib/i18n/runtime";

export interface ProjectFieldProps {
  id: string;
  registration: UseFormRegisterReturn;
  /** The sent expense's own project, offered even if it has since closed. */
  own: ProjectRef | null;
  error?: string;
  /** Sets the chosen value again once the options have come: a select cannot show a value it has no option for. */
  onOptionsChange: () => void;
}

/** 'Projekt (valfritt)': the report form's picker of active projects, with 'Inget projekt' first. */
export function ProjectField({ id, registration, own, error, onOptionsChange }: ProjectFieldProps) {
  const t = useT(expensesSv);
  const { data: projects = [], isPending } = useProjects();
  const options = projects.filter((p) => p.status === "active" || p.id === own?.id).map((p) => ({ id: p.id, label: `${p.projectNumber} · ${p.title}` }));
  if (own && !options.some((o) => o.id === own.id)) options.push({ id: own.id, label: `${own.projectNumber} · ${own.title}` });
  const optionIds = options.map((o) => o.id).join();
  useEffect(() => {
    if (optionIds) onOptionsChange();
  }, [optionIds, onOptionsChange]);
  return (
    <SelectField id={id} label={t("expenses.form.project")} error={error} {...registration}>
      <option value="">{t(isPending ? "expenses.form.projectsLoading" : "expenses.form.noProject")}</option>
      <SelectOptions options={options} />
    </SelectField>
  );
}
