import { PickListField } from "@/components/pick-list-field";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";
import type { WorkerOption } from "../hooks/use-worker-options";

interface AssignedWorkersFieldProps {
  workers: readonly WorkerOption[];
  selected: readonly string[];
  onChange: (workerIds: string[]) => void;
  loading?: boolean;
}

/** 'Tilldelade arbetare': none ticked means the project is open to every worker (docs/product-rules.md §3). */
export function AssignedWorkersField({ workers, selected, onChange, loading = false }: AssignedWorkersFieldProps) {
  const t = useT(projectsSv);
  return (
    <PickListField
      legend={t("projects.workers.legend")}
      hint={selected.length === 0 ? t("projects.workers.none") : t("projects.workers.some", { count: selected.length })}
      emptyText={t(loading ? "projects.workers.loading" : "projects.workers.empty")}
      options={workers.map((w) => ({ id: w.id, label: w.fullName, title: `${w.fullName} (${w.email})` }))}
      selected={selected}
      onChange={onChange}
      busy={loading}
    />
  );
}
