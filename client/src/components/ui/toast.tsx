import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import type { ToastVariant } from "./use-toast";

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const t = useT(shellSv);
  return (
    <ToastPrimitive.Viewport
      // Radix puts the key in place of its own "{hotkey}".
      label={t("shell.toasts", { hotkey: "{hotkey}" })}
      className={cn(
        // Bottom on phones too: the sticky header at the top holds 'Logga ut' and the theme toggle,
        // a form's top its title and close button. The Toaster lifts it above any pinned bottom bar.
        "toast-viewport fixed inset-x-0 bottom-0 z-[100] flex max-h-dvh flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none",
        "sm:left-auto sm:w-[420px] sm:p-5 sm:pb-5",
        className,
      )}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: "border-border bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
};

export function Toast({ className, variant = "default", ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        "toast-root pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-12 shadow-lg",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-bold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center justify-center rounded-md border border-current px-3 text-sm font-semibold transition-colors",
        "hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-white/10",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT(shellSv);
  return (
    <ToastPrimitive.Close
      className={cn(
        "absolute right-1 top-1 flex size-11 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100",
        "focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      aria-label={t("shell.close")}
      {...props}
    >
      <X className="size-4" />
    </ToastPrimitive.Close>
  );
}
