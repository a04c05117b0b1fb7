import { HardHat } from "lucide-react";
import { cn } from "@/lib/cn";

export const APP_NAME = "Tidrapport";

/** The hard-hat mark on a hi-vis tile. */
export function BrandMark({ size = "md", className }: { size?: "md" | "lg"; className?: string }) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm",
        size === "lg" ? "size-14 rounded-xl [&_svg]:size-8" : "size-9 [&_svg]:size-5",
        className,
      )}
      aria-hidden="true"
    >
      <HardHat strokeWidth={2.25} />
    </span>
  );
}
