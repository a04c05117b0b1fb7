import { ChevronDown, ListChecks, Wallet } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { EXPENSE_KINDS } from "@shared/domain";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n/runtime";
import { EXPENSE_KIND_ICONS } from "../routes/expense-icons";
import { EXPENSE_FORM_PATHS, EXPENSE_LIST_PATH } from "../routes/expense-paths";
import { loadExpenseRoutes } from "../routes/lazy-expense-routes";

/** The forms' code comes while the finger is on its way: the receipt's camera then opens at once. */
const preload = () => void loadExpenseRoutes().catch(() => undefined);

/**
 * 'Utlägg', 'Milersättning', 'Traktamente' and 'Mina ersättningar' (docs/product-rules.md §16):
 * plain links, no request until one is followed.
 */
function ExpenseLinks({ onFollow }: { onFollow: () => void }) {
  const t = useT(dashboardSv);
  const links = [
    ...EXPENSE_KINDS.map((kind) => ({ href: EXPENSE_FORM_PATHS[kind], label: t(`dashboard.expense.${kind}`), Icon: EXPENSE_KIND_ICONS[kind] })),
    { href: EXPENSE_LIST_PATH, label: t("dashboard.expense.mine"), Icon: ListChecks },
  ];
  return (
    <ul className="flex flex-col gap-1">
      {links.map(({ href, label, Icon }) => (
        <li key={href} className={href === EXPENSE_LIST_PATH ? "mt-1 border-t pt-1" : undefined}>
          <Link href={href} className={LINK} onPointerEnter={preload} onFocus={preload} onClick={onFollow}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// Its own classes rather than a button's: without tailwind-merge a button's centring would win.
const LINK =
  "flex min-h-12 w-full items-center gap-3 rounded-md px-4 text-base font-semibold transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-5 [&_svg]:shrink-0";

/** A button of the phone's bottom bar while the scroll buttons share it (new-report-bar.tsx). */
export const COMPACT_IN_BAR =
  "group-has-[[data-scroll-buttons]]/bar:gap-1 group-has-[[data-scroll-buttons]]/bar:px-2 group-has-[[data-scroll-buttons]]/bar:text-sm max-[379px]:group-has-[[data-scroll-buttons]]/bar:px-1.5";

/** An icon the bar's buttons leave out while the scroll buttons share it: always, or on a phone under 380 px. */
export const HIDDEN_IN_BAR = "group-has-[[data-scroll-buttons]]/bar:hidden";
export const HIDDEN_IN_NARROW_BAR = "max-[379px]:group-has-[[data-scroll-buttons]]/bar:hidden";

interface ExpenseMenuProps {
  /** `above` the phone's bottom bar, in the thumb's reach; `below` the title's buttons on a wide screen. */
  placement: "above" | "below";
  className?: string;
}

/** 'Ersättning' beside 'Ny rapport': it opens the links to the three forms and the list. */
export function ExpenseMenu({ placement, className }: ExpenseMenuProps) {
  const t = useT(dashboardSv);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className={cn("relative", className)}>
      <Button
        size={placement === "above" ? "lg" : "default"}
        variant="outline"
        className={cn("w-full min-w-0", placement === "above" ? cn("max-[419px]:px-3", COMPACT_IN_BAR) : null)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          preload();
          setOpen((was) => !was);
        }}
      >
        <Wallet aria-hidden="true" className={placement === "above" ? cn(HIDDEN_IN_BAR, "max-[379px]:hidden") : undefined} />
        <span className="truncate">{t("dashboard.expense.menu")}</span>
        <ChevronDown className={cn("transition-transform", placement === "above" ? "rotate-180" : null, open ? "-scale-y-100" : null)} aria-hidden="true" />
      </Button>
      <nav
        id={panelId}
        aria-label={t("dashboard.expense.links")}
        hidden={!open}
        className={cn(
          "absolute right-0 z-40 w-64 max-w-[calc(100vw-1.5rem)] rounded-lg border bg-card p-2 shadow-xl",
          placement === "above" ? "bottom-full mb-3" : "top-full mt-2",
        )}
      >
        <ExpenseLinks onFollow={() => setOpen(false)} />
      </nav>
    </div>
  );
}
