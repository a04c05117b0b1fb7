import { startTransition, useEffect, useState, type ReactNode } from "react";
import { afterNextPaint } from "@/lib/after-paint";

/**
 * False until the screen has painted once, then true (set as a transition, which React may
 * pause for input). For work the first view does not need: a phone then paints what it shows
 * first without waiting for it, and no long task blocks the first tap
 * (docs/decisions/2026-11-24-first-screen-rendering.md).
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
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

/**
 * Shows `children` once `placeholder`'s place comes within `margin` (a CSS length, of the
 * viewport's height when in %) of the visible part of the page, and from then on: for parts a
 * phone shows only after some scrolling (the PDF card), which then cost nothing while the page
 * loads. In a browser without IntersectionObserver, after the first paint.
 * docs/decisions/2026-11-24-first-screen-rendering.md
 */
export function WhenNearView({ children, placeholder, margin = "25%" }: { children: ReactNode; placeholder: ReactNode; margin?: string }) {
  const painted = usePaintedOnce();
  const [near, setNear] = useState(false);
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !painted || !place) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near, painted, place, margin]);
  if (near) return children;
  return <div ref={setPlace}>{placeholder}</div>;
}
