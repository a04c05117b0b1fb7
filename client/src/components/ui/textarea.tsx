import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";
import { FormField, useControlAria, type FieldProps } from "./form-field";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

// text-base keeps iOS Safari from zooming in when the field gets focus.
export function Textarea({ className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-sm transition-colors",
        "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40",
        "disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** FormField + Textarea, for the longer texts (a description, an admin's reason), tied to its label and error as a TextField is. */
export function TextareaField({ label, error, hint, id, fieldClassName, ...textareaProps }: FieldProps & Omit<TextareaProps, "id">) {
  const aria = useControlAria(id, error, hint);
  return (
    <FormField id={aria.id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Textarea {...aria} {...textareaProps} />
    </FormField>
  );
}
