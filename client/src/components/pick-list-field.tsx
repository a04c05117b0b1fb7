import { FieldsetField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";

/** A choice in a pick list: a box to tick with a name and, maybe, a note under it. */
export interface PickOption {
  id: string;
  label: string;
  /** In full on hover: more than the label says (a worker's e-mail). */
  title?: string;
  note?: string;
}

interface PickListFieldProps {
  legend: string;
  hint: string;
  /** Said when there is nothing to pick. */
  emptyText: string;
  options: readonly PickOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** The options are still loading. */
  busy?: boolean;
}

/**
 * A list of boxes to tick, each row a 44px target: a project's assigned workers, a site's
 * platsansvariga and projects. One component, so that every such list reads and is announced
 * the same way: the legend, the hint under it, the list, the error.
 */
export function PickListField({ legend, hint, emptyText, options, selected, onChange, error, busy }: PickListFieldProps) {
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...selected, optionId] : selected.filter((x) => x !== optionId));
  return (
    <FieldsetField legend={legend} hint={hint} error={error} busy={busy}>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className={cn("grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2", error && "border-destructive")}>
          {options.map((o) => (
            <li key={o.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded px-2 py-1.5 text-sm hover:bg-accent/60">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[hsl(var(--primary))]"
                  checked={selected.includes(o.id)}
                  onChange={(e) => toggle(o.id, e.target.checked)}
                />
                <span className="flex min-w-0 flex-col" title={o.title}>
                  <span className="break-words">{o.label}</span>
                  {o.note ? <span className="text-sm text-amber-800 dark:text-amber-300">{o.note}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </FieldsetField>
  );
}
