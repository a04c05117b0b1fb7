import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./use-toast";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";

const DEFAULT_DURATION_MS = 5000;

/**
 * Mount once, near the root; `toast()` from use-toast.ts shows a message here.
 * Radix also copies each message into a visually hidden live region for about a second so
 * screen readers announce it: in Playwright match the text exactly, or within the region
 * named 'Meddelanden (F8)'.
 */
export function Toaster() {
  const t = useT(shellSv);
  const toasts = useToasts();
  const bottom = useBottomInset(toasts.length > 0);
  return (
    <ToastProvider swipeDirection="right" label={t("shell.toast")}>
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
            onEscapeKeyDown={escapeClosesDialogFirst}
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
      <ToastViewport style={bottom > 0 ? { bottom } : undefined} />
    </ToastProvider>
  );
}

/**
 * How far above the screen's bottom the toasts sit: above the highest visible pinned bar
 * (the phone's 'Ny rapport', an open form's footer: each marked `data-toast-anchor`), so a
 * message never hides a control.
 * Measured while toasts show, and again when a dialog opens or closes or the screen turns.
 */
function useBottomInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    if (!active) return;
    const measure = () => {
      let top = window.innerHeight;
      for (const el of document.querySelectorAll<HTMLElement>("[data-toast-anchor]")) {
        const rect = el.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0 && rect.bottom >= window.innerHeight - 1) top = Math.min(top, rect.top);
      }
      setInset(Math.max(0, Math.round(window.innerHeight - top)));
    };
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [active]);
  return inset;
}

/**
 * A toast shown after a dialog opened is the topmost layer, so Esc would close the toast and
 * leave the dialog (after 'Verifiera', say). While a dialog is open, Esc is the dialog's: the
 * toast stays and the topmost dialog is closed through its own close button (so a form that
 * asks before discarding changes still asks).
 */
function escapeClosesDialogFirst(event: KeyboardEvent): void {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
  const top = open[open.length - 1];
  if (!top) return;
  event.preventDefault();
  top.querySelector<HTMLButtonElement>("button[data-dialog-close]")?.click();
}
