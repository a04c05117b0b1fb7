import { ChevronLeft, ChevronRight } from "lucide-react";
import type { PayPeriod } from "@shared/validation/payroll";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { shiftMonth } from "../lib/period";
import payrollSv from "@shared/i18n/catalogs/payroll/sv";
import { useT } from "@/lib/i18n/runtime";

interface PeriodPickerProps {
  /** What the date inputs hold, valid or not. */
  values: { startDate: string; endDate: string };
  onChange: (values: { startDate: string; endDate: string }) => void;
  /** The last valid period, which the month buttons step from. */
  period: PayPeriod;
  /** The month before today's: the one the panel opens on, as the running month cannot be exported yet. */
  lastEnded: PayPeriod;
  error?: string;
}

/** A month at a time with the arrows, or any dates typed in 'Från' and 'Till'. */
export function PeriodPicker({ values, onChange, period, lastEnded, error }: PeriodPickerProps) {
  const t = useT(payrollSv);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onChange(shiftMonth(period, -1))}>
          <ChevronLeft aria-hidden="true" />
          {t("payroll.period.previous")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onChange(lastEnded)}>
          {t("payroll.period.lastEnded")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onChange(shiftMonth(period, 1))}>
          {t("payroll.period.next")}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {/* One date a row on a phone: half a 390 px screen cuts off a date field's calendar button. */}
      <div className="grid gap-3 sm:grid-cols-2 lg:ml-auto lg:w-96">
        <TextField label={t("payroll.period.from")} type="date" value={values.startDate} onChange={(e) => onChange({ ...values, startDate: e.target.value })} />
        <TextField
          label={t("payroll.period.to")}
          type="date"
          value={values.endDate}
          error={error}
          onChange={(e) => onChange({ ...values, endDate: e.target.value })}
        />
      </div>
    </div>
  );
}
