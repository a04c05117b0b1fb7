import type { HTMLAttributes } from "react";
import { cn } from "@/lib/cn";

export type BadgeVariant = "default" | "secondary" | "outline" | "destructive" | "success" | "warning" | "muted";

// Status colours follow the product: verified green, submitted yellow, draft grey, missing red.
const variants: Record<BadgeVariant, string> = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "border-border text-foreground",
  destructive: "border-transparent bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300",
  success: "border-transparent bg-green-100 text-green-800 dark:bg-green-500/15 dark:text-green-300",
  warning: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200",
  muted: "border-transparent bg-muted text-muted-foreground",
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = "default", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-sm font-semibold sm:text-xs",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
