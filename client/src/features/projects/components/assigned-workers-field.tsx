import { PickListField } from "@/components/pick-list-field";
import type { WorkerOption } from "../hooks/use-worker-options";

interface AssignedWorkersFieldProps {
  workers: readonly WorkerOption[];
  selected: readonly string[];
  onChange: (workerIds: string[]) => void;
  loading?: boolean;
}

/** 'Tilldelade arbetare': none ticked means the project is open to every worker (docs/product-rules.md §3). */
export function AssignedWorkersField({ workers, selected, onChange, loading = false }: AssignedWorkersFieldProps) {
  return (
    <PickListField
      legend="Tilldelade arbetare"
      hint={selected.length === 0 ? "Ingen vald: alla arbetare kan rapportera på projektet." : `${selected.length} valda: bara de kan rapportera på projektet.`}
      emptyText={loading ? "Laddar arbetare..." : "Inga aktiva arbetare."}
      options={workers.map((w) => ({ id: w.id, label: w.fullName, title: `${w.fullName} (${w.email})` }))}
      selected={selected}
      onChange={onChange}
      busy={loading}
    />
  );
}
