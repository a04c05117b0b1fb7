import { PickListField } from "@/components/pick-list-field";
import projectsSv from "@shared/i18n/catalogs/projects/sv";
import { useT } from "@/lib/i18n/runtime";
import type { WorkerOption } from "../hooks/use-worker-options";

interface LeadersFieldProps {
  people: readonly WorkerOption[];
  selected: readonly string[];
  onChange: (leaderIds: string[]) => void;
  loading?: boolean;
  error?: string;
}

/**
 * 'Arbetsledare' (docs/product-rules.md §18): who approves the project's hours and expenses
 * before payroll attests them; none ticked means an admin approves.
 */
export function LeadersField({ people, selected, onChange, loading = false, error }: LeadersFieldProps) {
  const t = useT(projectsSv);
  return (
    <PickListField
      legend={t("projects.leaders.legend")}
      hint={selected.length === 0 ? t("projects.leaders.none") : t("projects.leaders.some", { count: selected.length })}
      emptyText={t(loading ? "projects.workers.loading" : "projects.workers.empty")}
      options={people.map((p) => ({ id: p.id, label: p.fullName, title: `${p.fullName} (${p.email})` }))}
      selected={selected}
      onChange={onChange}
      busy={loading}
      error={error}
    />
  );
}
