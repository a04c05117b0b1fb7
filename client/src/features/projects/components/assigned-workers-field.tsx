import type { WorkerOption } from "../hooks/use-worker-options";

interface AssignedWorkersFieldProps {
  workers: readonly WorkerOption[];
  selected: readonly string[];
  onChange: (workerIds: string[]) => void;
  loading?: boolean;
}

/** 'Tilldelade arbetare': none ticked means the project is open to every worker (docs/product-rules.md §3). */
export function AssignedWorkersField({ workers, selected, onChange, loading = false }: AssignedWorkersFieldProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((x) => x !== id));
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={loading || undefined}>
      <legend className="text-sm font-medium">Tilldelade arbetare</legend>
      <p className="text-sm text-muted-foreground" id="assigned-workers-hint">
        {selected.length === 0 ? "Ingen vald: alla arbetare kan rapportera på projektet." : `${selected.length} valda: bara de kan rapportera på projektet.`}
      </p>
      {workers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{loading ? "Laddar arbetare..." : "Inga aktiva arbetare."}</p>
      ) : (
        <ul className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2" aria-describedby="assigned-workers-hint">
          {workers.map((w) => (
            <li key={w.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 py-1.5 text-sm hover:bg-accent/60">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 cursor-pointer accent-[hsl(var(--primary))]"
                  checked={selected.includes(w.id)}
                  onChange={(e) => toggle(w.id, e.target.checked)}
                />
                <span className="min-w-0 truncate" title={`${w.fullName} (${w.email})`}>
                  {w.fullName}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
