import type { ConfirmDialog } from "./confirm-dialog";
import { lazyDialog } from "./lazy-dialog";

/** ConfirmDialog for the worker's first view: Radix's dialog and layers come on first opening. */
export const LazyConfirmDialog = lazyDialog<Parameters<typeof ConfirmDialog>[0]>(
  () => import("./confirm-dialog").then((m) => m.ConfirmDialog),
  (props) => props.open,
);
