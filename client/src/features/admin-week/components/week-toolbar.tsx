import { Rows3, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import adminWeekSv from "@shared/i18n/catalogs/adminWeek/sv";
import { useT } from "@/lib/i18n/runtime";
import type { WeekFilters } from "../lib/week-filters";

interface WeekToolbarProps {
  filters: WeekFilters;
  onFiltersChange: (filters: WeekFilters) => void;
  compact: boolean;
  onCompactChange: (compact: boolean) => void;
  /** 'Visar 50 av 1 000 arbetare'. */
  shownText: string;
}

/** Search by name, the three filters and the compact layout, above the workers of the week. */
export function WeekToolbar({ filters, onFiltersChange, compact, onCompactChange, shownText }: WeekToolbarProps) {
  const t = useT(adminWeekSv);
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border bg-card p-3 sm:p-4 lg:flex-row lg:items-center"
      role="search"
      aria-label={t("adminWeek.toolbar.label")}
    >
      <label className="relative flex min-w-0 flex-1 items-center lg:min-w-56 lg:max-w-xs">
        <span className="sr-only">{t("adminWeek.toolbar.search")}</span>
        <Search className="pointer-events-none absolute left-3 size-4 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={filters.search}
          onChange={(e) => onFiltersChange({ ...filters, search: e.target.value })}
          placeholder={t("adminWeek.toolbar.search")}
          className="pl-9"
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <ToggleChip pressed={filters.onlyMissing} onChange={(onlyMissing) => onFiltersChange({ ...filters, onlyMissing })}>
          {t("adminWeek.toolbar.onlyMissing")}
        </ToggleChip>
        <ToggleChip pressed={filters.onlyToReview} onChange={(onlyToReview) => onFiltersChange({ ...filters, onlyToReview })}>
          {t("adminWeek.toolbar.onlyToReview")}
        </ToggleChip>
        <ToggleChip pressed={filters.onlyWarnings} onChange={(onlyWarnings) => onFiltersChange({ ...filters, onlyWarnings })}>
          {t("adminWeek.toolbar.onlyWarnings")}
        </ToggleChip>
        <Button variant={compact ? "default" : "outline"} size="sm" aria-pressed={compact} onClick={() => onCompactChange(!compact)}>
          <Rows3 aria-hidden="true" />
          {t("adminWeek.toolbar.compact")}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground lg:ml-auto" aria-live="polite">
        {shownText}
      </p>
    </div>
  );
}

function ToggleChip({ pressed, onChange, children }: { pressed: boolean; onChange: (pressed: boolean) => void; children: string }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(pressed && "border-primary bg-primary/10 text-foreground hover:bg-primary/15")}
    >
      {children}
    </Button>
  );
}
