import { useEffect, useSyncExternalStore, type ComponentType } from "react";
import { useToasts } from "./use-toast";

// The toaster (Radix Toast) is not needed to show the login form: it is its own chunk,
// fetched with the first toast or earlier on a hint (docs/decisions/2026-11-24-client-bundles.md).
let Loaded: ComponentType | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Fetches the toaster's code; resolves once it can render. Safe to call any number of times. */
export function preloadToaster(): Promise<void> {
  loading ??= import("./toaster").then(
    (module) => {
      Loaded = module.Toaster;
      listeners.forEach((notify) => notify());
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** For tests: a page that has not fetched the toaster yet. */
export function resetLazyToaster(): void {
  Loaded = null;
  loading = null;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const getLoaded = () => Loaded;

/**
 * Mount once, near the root, instead of <Toaster />: renders it as soon as its code is here,
 * which it fetches on the first toast, or at once when `eager` (signed in: most actions toast).
 */
export function LazyToaster({ eager = false }: { eager?: boolean }) {
  const Toaster = useSyncExternalStore(subscribe, getLoaded, getLoaded);
  const wanted = useToasts().length > 0 || eager;
  useEffect(() => {
    // Offline with nothing cached it fails; the next toast tries again.
    if (wanted && !Toaster) preloadToaster().catch(() => undefined);
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}
