import { lazy, Suspense, type ComponentProps } from "react";
import { OverlayLoader } from "@/components/page-state";
import type { ConfirmDialog as EagerConfirmDialog } from "./confirm-dialog";
import { useOpenedOnce } from "./use-opened-once";

const ConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

/**
 * ConfirmDialog for a screen's first view (the worker's dashboard): the dialog and Radix's
 * layers are fetched when it first opens, not before the screen can paint
 * (docs/decisions/2026-11-23-worker-first-view-in-one-chunk.md).
 */
export function LazyConfirmDialog(props: ComponentProps<typeof EagerConfirmDialog>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={<OverlayLoader />}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
