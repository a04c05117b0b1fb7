import { X } from "lucide-react";
import { useEffect, useState } from "react";
import uploadsSv from "@shared/i18n/catalogs/uploads/sv";
import { useT } from "@/lib/i18n/runtime";

/** A photo held as bytes on the phone (a report's or an utlägg's, picked offline). */
interface KeptFileLike {
  id: string;
  blob: Blob;
}

/** A preview address per kept file, released when the list changes or the form closes. */
function useObjectUrls(files: readonly KeptFileLike[]): Map<string, string> {
  const [urls, setUrls] = useState(() => new Map<string, string>());
  useEffect(() => {
    const next = new Map(files.map((f) => [f.id, URL.createObjectURL(f.blob)]));
    setUrls(next);
    return () => next.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

interface KeptFileListProps {
  files: readonly KeptFileLike[];
  /** A report's photos or receipts; numbering goes on after the uploaded ones. */
  kind: "images" | "receipts";
  offset: number;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** Photos picked without coverage, shown like uploaded ones; they go with the queued report or expense. */
export function KeptFileList({ files, kind, offset, onRemove, disabled }: KeptFileListProps) {
  const t = useT(uploadsSv);
  const urls = useObjectUrls(files);
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t(`uploads.kept.${kind}`)}>
      {files.map((file, i) => (
        <li key={file.id} className="relative size-20 overflow-hidden rounded-md border border-dashed bg-muted sm:size-24">
          {urls.get(file.id) ? (
            <img src={urls.get(file.id)} alt={t(`uploads.item.${kind}`, { number: offset + i + 1 })} className="size-full object-cover" />
          ) : null}
          <button
            type="button"
            className="absolute right-1 top-1 flex size-10 items-center justify-center rounded-full bg-foreground text-background shadow-md ring-2 ring-background transition-colors hover:bg-foreground/85 focus-visible:outline-none focus-visible:ring-ring disabled:opacity-60"
            onClick={() => onRemove(file.id)}
            disabled={disabled}
            aria-label={t(`uploads.remove.${kind}`, { number: offset + i + 1 })}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
