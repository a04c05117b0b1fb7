import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Input, type InputProps } from "./input";
import { Label } from "./label";

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

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
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputProps, "id"> {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  fieldClassName?: string;
}

/** FormField + Input, the common case; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, hint, id, fieldClassName, ...inputProps }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = error ? fieldErrorId(inputId) : hint ? fieldHintId(inputId) : undefined;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} className={fieldClassName}>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
    </FormField>
  );
}
