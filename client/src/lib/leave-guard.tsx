import { createContext, useContext, useEffect, useRef, type MutableRefObject, type ReactNode } from "react";

/**
 * A form on a page of its own with typed changes asks before they are thrown away, whether
 * the worker presses its 'Avbryt' or the page's way back above it (docs/product-rules.md §16).
 * The page holds the way back and the form knows what was typed: the form registers a guard
 * here, and the page's link asks it first.
 */
type Guard = (leave: () => void) => void;

const LeaveGuardContext = createContext<MutableRefObject<Guard | null> | null>(null);

/** Around a page whose links may lead away from a form inside it. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const guard = useRef<Guard | null>(null);
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

/** The form's side: `ask` while something would be lost (it calls `leave` once the worker agrees); null when nothing would. */
export function useLeaveGuard(ask: Guard | null): void {
  const guard = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!guard) return undefined;
    guard.current = ask;
    return () => {
      if (guard.current === ask) guard.current = null;
    };
  }, [guard, ask]);
}

/**
 * The page's side: a click handler for a link away. With a guard it stops the link and asks;
 * without one the link does what links do.
 */
export function useGuardedLink(leave: () => void): (event: { preventDefault: () => void }) => void {
  const guard = useContext(LeaveGuardContext);
  return (event) => {
    const ask = guard?.current;
    if (!ask) return;
    event.preventDefault();
    ask(leave);
  };
}
