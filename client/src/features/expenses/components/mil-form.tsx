import { useWatch } from "react-hook-form";
import expensesSv from "@shared/i18n/catalogs/expenses/sv";
import type { MilExpense } from "@shared/types";
import { useExpenseRates } from "@/api/settings/get-expense-rates";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";
import { useExpenseForm } from "../hooks/use-expense-form";
import { initialMilValues, typedKm, type MilFormValues } from "../lib/form-values";
import type { ExpenseFormProps } from "./expense-form-props";
import { ExpenseFormFrame } from "./expense-form-frame";
import { DateThenProject } from "./locked-date";
import { MileageSum } from "./mileage-sum";

const SERVER_FIELDS = ["date", "km", "route", "projectId"] as const;

/**
 * 'Milersättning' (docs/product-rules.md §16): a drive in the worker's own car, whole
 * kilometres, route and purpose, the day and an optional project; the kronor show as the
 * kilometres are typed, with the company's rates.
 */
export function MilForm(props: ExpenseFormProps<MilExpense>) {
  const { form, frame, locked, dayField, project } = useExpenseForm<"mil", MilFormValues>(props, {
    kind: "mil",
    resolver: { toBody: (values) => ({ kind: "mil", ...values }) },
    initialValues: (source) => initialMilValues(source, props.today),
    serverFields: SERVER_FIELDS,
    dayField: "date",
  });
  const t = useT(expensesSv);
  const field = fieldsOf(form);
  const km = typedKm(useWatch({ control: form.control, name: "km" }));
  const { data: rates } = useExpenseRates();

  return (
    <ExpenseFormFrame {...frame}>
      <fieldset disabled={locked} className="contents">
        <TextField label={t("expenses.mil.km")} inputMode="numeric" autoComplete="off" placeholder={t("expenses.mil.kmExample")} {...field("km")} />
        <MileageSum km={km} rates={rates} />
        <TextField label={t("expenses.mil.route")} autoComplete="off" placeholder={t("expenses.mil.routeExample")} {...field("route")} />
      </fieldset>
      <DateThenProject today={props.today} day={dayField} project={project} />
    </ExpenseFormFrame>
  );
}
