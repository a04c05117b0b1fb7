import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * False until the screen has painted once, then true (set as a transition, which React may
 * pause for input). For work the first view does not need: a phone then paints what it shows
 * first without waiting for it, and no long task blocks the first tap
 * (docs/decisions/2026-11-23-first-screen-in-the-html.md).
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the timer, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Shows `children` only after the screen has painted once: for parts below the first view
 * (the calendar, the PDF card). `placeholder` keeps their place meanwhile, so nothing under
 * them moves.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  return usePaintedOnce() ? children : placeholder;
}
