import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "@/lib/cn";
import { FieldError, fieldErrorId } from "./form-field";

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox inside its label, so the whole row (at least 44px tall) toggles it:
 * a 20px box alone is too small for a gloved finger. Spread react-hook-form's `register`.
 */
export function CheckboxField({ label, error, id, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label
        htmlFor={id}
        className={cn(
          "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm leading-snug transition-colors hover:bg-accent/60",
          error ? "border-destructive" : "border-input",
        )}
      >
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[hsl(var(--primary))]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error && id ? fieldErrorId(id) : undefined}
          {...props}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
