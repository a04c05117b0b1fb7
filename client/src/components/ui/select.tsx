import { ChevronDown } from "lucide-react";
import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { FormField, useControlAria, type FieldProps } from "./form-field";

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native <select>: on a phone the operating system's own picker is the easiest to
 * use with gloves, and react-hook-form's `register` works with it as is.
 */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className="relative w-full">
      <select
        className={cn(
          "flex min-h-11 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base text-foreground shadow-sm transition-colors",
          "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
          "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}

/** A choice in a Select: `id` is its value. */
export interface SelectOption {
  id: string;
  label: string;
}

/** One <option> per choice, in order (after any first option the caller writes, such as 'Alla'). */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((o) => (
    <option key={o.id} value={o.id}>
      {o.label}
    </option>
  ));
}

/** The choices of a value list named by a table of labels (statuses, roles, rules), in the list's order. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): SelectOption[] {
  return values.map((value) => ({ id: value, label: labels[value] }));
}

/**
 * FormField + Select, written once so that every select in a form (a status, a role, a
 * company, a project) is tied to its label, hint and error as a TextField is. The options are
 * its children; spread react-hook-form's `register(...)` into it.
 */
export function SelectField({ label, error, hint, id, fieldClassName, ...selectProps }: FieldProps & Omit<SelectProps, "id">) {
  const aria = useControlAria(id, error, hint);
  return (
    <FormField id={aria.id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Select {...aria} {...selectProps} />
    </FormField>
  );
}
