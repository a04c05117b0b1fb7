import { ExternalLink, ImageOff } from "lucide-react";
import { useState } from "react";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { useT } from "@/lib/i18n/runtime";

/** One attachment: a thumbnail that opens the full image in a new tab. */
function ImageLink({ path, label }: { path: string; label: string }) {
  const t = useT(reportSv);
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      className="group relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:size-24"
      aria-label={t("report.detail.opensNewTab", { label })}
      title={label}
    >
      {failed ? (
        <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
      ) : (
        <img src={path} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
      )}
      <span className="absolute bottom-1 right-1 rounded bg-black/60 p-0.5 text-white" aria-hidden="true">
        <ExternalLink className="size-3" />
      </span>
    </a>
  );
}

interface ReportImagesProps {
  paths: string[];
  /** 'Bild' or 'Kvitto': numbered per image for screen readers. */
  itemLabel: string;
  emptyText: string;
}

export function ReportImages({ paths, itemLabel, emptyText }: ReportImagesProps) {
  if (paths.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {paths.map((path, i) => (
        <li key={path}>
          <ImageLink path={path} label={`${itemLabel} ${i + 1}`} />
        </li>
      ))}
    </ul>
  );
}
