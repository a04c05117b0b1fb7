import { X } from "lucide-react";
import { Button } from "@/components/ui/button";

interface AttachmentListProps {
  paths: string[];
  /** 'bild' or 'kvitto', for the remove buttons' names. */
  itemLabel: string;
  onRemove: (path: string) => void;
  disabled?: boolean;
}

/** The images chosen so far, each removable before the report is sent. */
export function AttachmentList({ paths, itemLabel, onRemove, disabled }: AttachmentListProps) {
  if (paths.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`Valda ${itemLabel === "bild" ? "bilder" : "kvitton"}`}>
      {paths.map((path, i) => (
        <li key={path} className="relative size-20 overflow-hidden rounded-md border bg-muted sm:size-24">
          <img src={path} alt={`${itemLabel === "bild" ? "Bild" : "Kvitto"} ${i + 1}`} loading="lazy" className="size-full object-cover" />
          <Button
            variant="secondary"
            size="icon"
            className="absolute right-0 top-0 rounded-none rounded-bl-md bg-black/60 text-white hover:bg-black/75"
            onClick={() => onRemove(path)}
            disabled={disabled}
            aria-label={`Ta bort ${itemLabel} ${i + 1}`}
          >
            <X />
          </Button>
        </li>
      ))}
    </ul>
  );
}
