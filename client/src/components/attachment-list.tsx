import { X } from "lucide-react";
import uploadsSv from "@shared/i18n/catalogs/uploads/sv";
import { useT } from "@/lib/i18n/runtime";

interface AttachmentListProps {
  paths: string[];
  /** A report's photos or receipts: the list's, the images' and the remove buttons' names. */
  kind: "images" | "receipts";
  onRemove: (path: string) => void;
  disabled?: boolean;
}

/** The images chosen so far, each removable before the report is sent. */
export function AttachmentList({ paths, kind, onRemove, disabled }: AttachmentListProps) {
  const t = useT(uploadsSv);
  if (paths.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t(`uploads.chosen.${kind}`)}>
      {paths.map((path, i) => (
        <li key={path} className="relative size-20 overflow-hidden rounded-md border bg-muted sm:size-24">
          <img src={path} alt={t(`uploads.item.${kind}`, { number: i + 1 })} loading="lazy" className="size-full object-cover" />
          {/* Opaque and in the theme's strongest pair (about 15:1 in both themes), with a ring that
              parts it from any photo: a see-through grey on a light photo read at 1.2:1. */}
          {/* A plain button: `cn` does not merge classes, so a Button variant's own colours would win. */}
          <button
            type="button"
            className="absolute right-1 top-1 flex size-10 items-center justify-center rounded-full bg-foreground text-background shadow-md ring-2 ring-background transition-colors hover:bg-foreground/85 focus-visible:outline-none focus-visible:ring-ring disabled:opacity-60"
            onClick={() => onRemove(path)}
            disabled={disabled}
            aria-label={t(`uploads.remove.${kind}`, { number: i + 1 })}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
