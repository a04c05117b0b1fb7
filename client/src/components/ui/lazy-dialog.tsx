import { lazy, Suspense, type ComponentType, type JSX } from "react";
import { OverlayLoader } from "@/components/page-state";
import { useOpenedOnce } from "./use-opened-once";

/**
 * A dialog whose code is fetched when it first opens (`isOpen` of its props), not with the
 * screen that holds it: for dialogs on the worker's first view and below it, which a phone
 * should not download and run before it paints
 * (docs/decisions/2026-11-24-client-bundles.md). Once loaded it stays
 * mounted, so it can animate closed.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): (props: P) => JSX.Element | null {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    if (!useOpenedOnce(isOpen(props))) return null;
    return (
      <Suspense fallback={<OverlayLoader />}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
