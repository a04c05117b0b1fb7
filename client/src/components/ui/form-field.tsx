import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Input, type InputProps } from "./input";
import { Label } from "./label";

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** A field's error under it, with the id its control's `aria-describedby` names (`fieldErrorId`); nothing without one. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id ? fieldErrorId(id) : undefined} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** The control; give it `id`, and `aria-invalid` / `aria-describedby` from `fieldErrorId`. */
  children: ReactNode;
}

/** A label, a control and the control's error text, tied together for screen readers. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground sm:text-xs">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** What every labelled field takes besides its control's own props. */
export interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  fieldClassName?: string;
}

/** The control's id, and the invalid state and description a screen reader announces: the error, else the hint. */
export function useControlAria(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = error ? fieldErrorId(controlId) : hint ? fieldHintId(controlId) : undefined;
  return { id: controlId, "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy };
}

/** FormField + Input, the common case; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, hint, id, fieldClassName, ...inputProps }: FieldProps & Omit<InputProps, "id">) {
  const aria = useControlAria(id, error, hint);
  return (
    <FormField id={aria.id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Input {...aria} {...inputProps} />
    </FormField>
  );
}

interface FieldsetFieldProps {
  legend: string;
  legendClassName?: string;
  /** Said under the legend, before the choices. */
  hint?: string;
  error?: string;
  /** The choices are still loading. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A group of choices (radio buttons, boxes to tick) under its legend, with a hint and the
 * group's error tied to it for screen readers, as FormField ties one control's.
 */
export function FieldsetField({ legend, legendClassName, hint, error, busy, className, children }: FieldsetFieldProps) {
  const id = useId();
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className={cn("flex flex-col gap-2", className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-busy={busy || undefined}
    >
      <legend className={cn("text-sm font-medium", legendClassName)}>{legend}</legend>
      {hint ? (
        <p id={fieldHintId(id)} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
