import { useId } from "react";
import type { PickOption } from "../hooks/use-site-people-and-projects";

interface PickListFieldProps {
  legend: string;
  hint: string;
  /** Said when there is nothing to pick. */
  emptyText: string;
  options: readonly PickOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** A list of boxes to tick (the site's platsansvariga, its projects), each row a 44px target. */
export function PickListField({ legend, hint, emptyText, options, selected, onChange, error }: PickListFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (optionId: string, on: boolean) => onChange(on ? [...selected, optionId] : selected.filter((x) => x !== optionId));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-sm text-muted-foreground" id={hintId}>
        {hint}
      </p>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className={`grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2 ${error ? "border-destructive" : ""}`}>
          {options.map((o) => (
            <li key={o.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded px-2 py-1.5 text-sm hover:bg-accent/60">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[hsl(var(--primary))]"
                  checked={selected.includes(o.id)}
                  onChange={(e) => toggle(o.id, e.target.checked)}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="break-words">{o.label}</span>
                  {o.note ? <span className="text-xs text-amber-800 dark:text-amber-300">{o.note}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
