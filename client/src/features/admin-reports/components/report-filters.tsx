import { Search, X } from "lucide-react";
import { useId } from "react";
import { EXPENSE_KINDS, REPORT_STATUSES } from "@shared/domain";
import { APPROVAL_FILTERS } from "@shared/validation/approvals";
import { Button } from "@/components/ui/button";
import { FormField, TextField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { labelledOptions, SelectField, SelectOptions, type SelectOption } from "@/components/ui/select";
import adminReportsSv from "@shared/i18n/catalogs/adminReports/sv";
import { useT } from "@/lib/i18n/runtime";
import { useListLabels } from "./use-list-labels";
import { EMPTY_FILTERS, type FilterOption, type FilterValues, type ListType } from "../lib/report-filters";

interface ReportFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The shared schema's message for an impossible range, shown under the end date. */
  rangeError?: string;
  workers: readonly FilterOption[];
  projects: readonly FilterOption[];
  /** 'Ersättningar' have no project and no search: the kind of expense instead. */
  type?: ListType;
}

/** Worker, project (or kind), status, period and the search all go to the server. */
export function ReportFilters({ values, onChange, search, onSearchChange, rangeError, workers, projects, type = "reports" }: ReportFiltersProps) {
  const t = useT(adminReportsSv);
  const labels = useListLabels();
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const dirty = search !== "" || Object.entries(values).some(([key, value]) => value !== EMPTY_FILTERS[key as keyof FilterValues]);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      {type === "reports" ? <SearchField value={search} onChange={onSearchChange} /> : null}
      <OptionSelect
        label={t("adminReports.filters.worker")}
        allLabel={t("adminReports.filters.allWorkers")}
        options={workers}
        value={values.workerId}
        onChange={(workerId) => set({ workerId })}
      />
      {type === "reports" ? (
        <OptionSelect
          label={t("adminReports.filters.project")}
          allLabel={t("adminReports.filters.allProjects")}
          options={projects}
          value={values.projectId}
          onChange={(projectId) => set({ projectId })}
        />
      ) : (
        <OptionSelect
          label={t("adminReports.filters.kind")}
          allLabel={t("adminReports.filters.allKinds")}
          options={labelledOptions(EXPENSE_KINDS, labels.kind)}
          value={values.kind}
          onChange={(kind) => set({ kind: kind as FilterValues["kind"] })}
        />
      )}
      <OptionSelect
        label={t("adminReports.filters.status")}
        allLabel={t("adminReports.filters.allStatuses")}
        options={labelledOptions(REPORT_STATUSES, labels.status)}
        value={values.status}
        onChange={(status) => set({ status: status as FilterValues["status"] })}
      />
      <OptionSelect
        label={t("adminReports.filters.approval")}
        allLabel={t("adminReports.filters.allApprovals")}
        options={labelledOptions(APPROVAL_FILTERS, { approved: t("adminReports.approval.approved"), waiting: t("adminReports.approval.waiting") })}
        value={values.approval}
        onChange={(approval) => set({ approval: approval as FilterValues["approval"] })}
      />
      {/* A date field needs some 165 px: on a phone the two take a row each, as the selects do,
          rather than cutting off the calendar button at half a 390 px screen. */}
      <TextField
        label={t("adminReports.filters.from")}
        type="date"
        value={values.startDate}
        onChange={(e) => set({ startDate: e.target.value })}
        fieldClassName="col-span-2 min-w-0 sm:col-span-1 lg:col-span-2"
      />
      <TextField
        label={t("adminReports.filters.to")}
        type="date"
        value={values.endDate}
        onChange={(e) => set({ endDate: e.target.value })}
        error={rangeError}
        fieldClassName="col-span-2 min-w-0 sm:col-span-1 lg:col-span-2"
      />
      {/* Under the rest on wide screens, at the right: worker, project, status, approval and the period fill two rows. */}
      <div className="col-span-2 flex items-end sm:col-span-1 lg:col-span-6 lg:justify-end">
        <Button
          variant="ghost"
          className="w-full lg:w-auto"
          disabled={!dirty}
          onClick={() => {
            onChange(EMPTY_FILTERS);
            onSearchChange("");
          }}
        >
          <X aria-hidden="true" />
          {t("adminReports.filters.clear")}
        </Button>
      </div>
    </div>
  );
}

interface OptionSelectProps {
  label: string;
  /** The first choice, value "": 'Alla arbetare'. */
  allLabel: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

/** A filter's select, 'Alla …' first: each takes a column of the grid. */
function OptionSelect({ label, allLabel, options, value, onChange }: OptionSelectProps) {
  return (
    <SelectField label={label} fieldClassName="col-span-2 sm:col-span-1 lg:col-span-2" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel}</option>
      <SelectOptions options={options} />
    </SelectField>
  );
}

function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT(adminReportsSv);
  const id = useId();
  return (
    <FormField id={id} label={t("adminReports.filters.search")} className="col-span-2 lg:col-span-6">
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t("adminReports.filters.searchPlaceholder")}
          className="pl-9"
        />
      </div>
    </FormField>
  );
}
