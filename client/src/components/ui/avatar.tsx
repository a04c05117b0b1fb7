import { useState } from "react";
import { cn } from "@/lib/cn";
import { initials } from "@/lib/format";

interface AvatarProps {
  name: string;
  /** A label under the name, e.g. 'Byggarbetare'. */
  role?: string;
  imageUrl?: string | null;
  size?: "sm" | "md" | "lg";
  /** Hide the name and role below the sm breakpoint (the circle stays). */
  compact?: boolean;
  className?: string;
}

const circleSizes = { sm: "size-8 text-xs", md: "size-10 text-sm", lg: "size-12 text-base" } as const;

/** A picture when there is one that loads, otherwise the initials; with the name beside it. */
export function Avatar({ name, role, imageUrl, size = "md", compact = false, className }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <div className={cn("flex min-w-0 items-center gap-3", className)}>
      <span
        className={cn(
          "relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-bold text-foreground ring-1 ring-primary/40",
          circleSizes[size],
        )}
        // In compact mode the name text is hidden on phones, so the circle carries it instead.
        {...(compact ? { role: "img", "aria-label": name, title: name } : { "aria-hidden": true })}
      >
        {showImage && imageUrl ? <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} /> : initials(name)}
      </span>
      <span className={cn("min-w-0 flex-col leading-tight", compact ? "hidden sm:flex" : "flex")}>
        <span className="truncate text-sm font-semibold">{name}</span>
        {role ? <span className="truncate text-sm text-muted-foreground sm:text-xs">{role}</span> : null}
      </span>
    </div>
  );
}
