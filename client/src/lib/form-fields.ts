import { get, type FieldPath, type FieldValues, type RegisterOptions, type UseFormRegister, type UseFormRegisterReturn } from "react-hook-form";

interface BindableForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  /** Read as it renders, so the form re-renders when a message comes or goes. */
  formState: { errors: object };
}

/**
 * A form's fields for TextField, SelectField, TextareaField and CheckboxField: each named once,
 * with react-hook-form's registration and its own error message, so a field can never show the
 * message of another. Spread it into the field: `<TextField label="Namn" {...field("name")} />`.
 */
export function fieldsOf<V extends FieldValues>(form: BindableForm<V>) {
  return <N extends FieldPath<V>>(name: N, options?: RegisterOptions<V, N>): UseFormRegisterReturn<N> & { error?: string } => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}
