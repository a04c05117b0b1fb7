import { Search } from "lucide-react";
import { useId, useState } from "react";
import { isIsoDate, todayIn } from "@shared/dates";
import type { ControlHeader } from "@shared/types";
import { LEDGER_MSG } from "@shared/validation/ledger-texts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectOptions } from "@/components/ui/select";
import { cn } from "@/lib/cn";
import type { ControlFilter } from "@/lib/ledger/control-filter";
import { companyChoices } from "../lib/control-text";

interface ControlFiltersProps {
  header: ControlHeader;
  filter: ControlFilter;
  onChange: (filter: ControlFilter) => void;
}

/**
 * The day or period (from–to, a period never upside down: moving one end past the other takes
 * it along), the company (only where the site has other companies) and the person, a name or an
 * identity number sent with 'Sök' (docs/product-rules.md §15 "Kontroll on screen").
 */
export function ControlFilters({ header, filter, onChange }: ControlFiltersProps) {
  const id = useId();
  const [search, setSearch] = useState(filter.q);
  const today = todayIn();
  // The company filter only where the site has other companies: on our own ledger all are ours.
  const companies = header.companies.length > 0;
  const setFrom = (from: string) => {
    if (isIsoDate(from)) onChange({ ...filter, from, to: from > filter.to ? from : filter.to });
  };
  const setTo = (to: string) => {
    if (isIsoDate(to)) onChange({ ...filter, to, from: to < filter.from ? to : filter.from });
  };
  return (
    <form
      className={cn(
        "grid grid-cols-2 gap-3 lg:items-end",
        companies ? "lg:grid-cols-[auto_auto_minmax(12rem,1fr)_minmax(14rem,1.5fr)]" : "lg:grid-cols-[auto_auto_minmax(14rem,1fr)]",
      )}
      role="search"
      aria-label="Urval"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filter, q: search.trim() });
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-from`}>{LEDGER_MSG.periodFrom}</Label>
        <Input id={`${id}-from`} type="date" value={filter.from} max={today} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-to`}>{LEDGER_MSG.periodTo}</Label>
        <Input id={`${id}-to`} type="date" value={filter.to} max={today} onChange={(e) => setTo(e.target.value)} />
      </div>
      {companies ? (
        <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
          <Label htmlFor={`${id}-company`}>{LEDGER_MSG.companyFilter}</Label>
          <Select id={`${id}-company`} value={filter.companyId} onChange={(e) => onChange({ ...filter, companyId: e.target.value })}>
            <SelectOptions options={companyChoices(header)} />
          </Select>
        </div>
      ) : null}
      <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>{LEDGER_MSG.personFilter}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={LEDGER_MSG.personFilterHint}
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            {LEDGER_MSG.search}
          </Button>
        </div>
      </div>
      {filter.from === today && filter.to === today ? null : (
        <Button
          type="button"
          variant="ghost"
          className="col-span-2 justify-self-start lg:col-span-1"
          onClick={() => onChange({ ...filter, from: today, to: today })}
        >
          Idag
        </Button>
      )}
    </form>
  );
}
