import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Shows `children` only after the screen has painted once, rendered as a transition that
 * React may pause for input. For parts below the first view (the calendar, the PDF card):
 * a phone then paints what it shows first without waiting for them, and no long task
 * blocks the first tap (docs/decisions/2026-11-23-first-screen-in-the-html.md).
 * `placeholder` keeps their place meanwhile, so nothing under them moves.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timer, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : placeholder;
}
