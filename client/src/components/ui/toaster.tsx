import { CircleAlert, CircleCheck } from "lucide-react";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./use-toast";

const DEFAULT_DURATION_MS = 5000;

/**
 * Mount once, near the root; `toast()` from use-toast.ts shows a message here.
 * Radix also copies each message into a visually hidden live region for about a second so
 * screen readers announce it: in Playwright match the text exactly, or within the region
 * named 'Meddelanden (F8)'.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider swipeDirection="right" label="Meddelande">
      {toasts.map(({ id, title, description, variant = "default", action, duration, open }) => {
        const Icon = variant === "destructive" ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            duration={duration ?? DEFAULT_DURATION_MS}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
          >
            <Icon className={variant === "destructive" ? "mt-0.5 size-5 shrink-0" : "mt-0.5 size-5 shrink-0 text-primary"} aria-hidden="true" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description ? <ToastDescription>{description}</ToastDescription> : null}
              {action ? (
                <ToastAction altText={action.altText ?? action.label} onClick={action.onClick} className="mt-2 self-start">
                  {action.label}
                </ToastAction>
              ) : null}
            </div>
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
