import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, HTMLAttributes } from "react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";

export const Sheet = DialogPrimitive.Root;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

/**
 * A full-height panel for long forms: the whole screen on a phone (its footer, and so the
 * submit button, sits at the bottom where the thumb is), a side panel from the right on
 * wider screens. Compose SheetHeader, SheetBody (scrolls) and SheetFooter inside.
 */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        className={cn(
          "sheet-content fixed inset-0 z-50 flex h-dvh flex-col bg-card text-card-foreground shadow-xl focus:outline-none",
          "sm:left-auto sm:w-full sm:max-w-xl sm:border-l",
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const t = useT(shellSv);
  return (
    <div className={cn("flex shrink-0 items-start gap-3 border-b px-4 py-3 pt-[max(0.75rem,env(safe-area-inset-top))] sm:px-6 sm:py-4", className)} {...props}>
      <div className="flex min-w-0 flex-1 flex-col gap-1 self-center">{children}</div>
      <DialogPrimitive.Close
        className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={t("shell.close")}
        data-dialog-close=""
      >
        <X className="size-5" />
      </DialogPrimitive.Close>
    </div>
  );
}

export function SheetBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5 sm:px-6", className)} {...props} />;
}

export function SheetFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      // Toasts sit above it (see Toaster), never on the submit button.
      data-toast-anchor=""
      className={cn(
        "flex shrink-0 flex-col-reverse gap-2 border-t bg-card px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-6",
        className,
      )}
      {...props}
    />
  );
}
