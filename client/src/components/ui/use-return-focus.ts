import { useMemo, useRef } from "react";

const FOCUSABLE = "button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

export interface ReturnFocus {
  /** On opening: remembers `from`, or else what has focus now, as where focus returns. */
  remember: (from?: HTMLElement | null) => void;
  /**
   * This dialog closes to let another open in its place (the detail gives way to the edit
   * form): the next one keeps focus, and returns it to the same opener when it closes.
   */
  handOver: () => void;
  /** For DialogContent's or SheetContent's `onCloseAutoFocus`. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Focus goes back to the control that opened a dialog or sheet when it closes (WCAG 2.4.3).
 * Radix alone returns it to whatever had focus when the dialog mounted, which is lost when
 * that button is gone by then ('Arkivera' on a project just archived, 'Redigera' in a detail
 * dialog replaced by the form): focus fell to <body> and a keyboard user started over from
 * the top of the page. When the opener is gone, focus goes to the first control of the
 * nearest container that is still there (the same project card, the same user row).
 */
export function useReturnFocus(): ReturnFocus {
  const opener = useRef<HTMLElement | null>(null);
  const ancestors = useRef<HTMLElement[]>([]);
  const handingOver = useRef(false);

  return useMemo(
    () => ({
      remember(from) {
        const element = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
        opener.current = element;
        ancestors.current = [];
        for (let parent = element?.parentElement; parent && parent !== document.body; parent = parent.parentElement) ancestors.current.push(parent);
        handingOver.current = false;
      },
      handOver() {
        handingOver.current = true;
      },
      onCloseAutoFocus(event) {
        event.preventDefault();
        if (handingOver.current) {
          handingOver.current = false;
          return;
        }
        if (opener.current?.isConnected) {
          opener.current.focus();
          return;
        }
        const container = ancestors.current.find((element) => element.isConnected);
        container?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      },
    }),
    [],
  );
}
