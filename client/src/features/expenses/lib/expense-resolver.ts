import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { expenseBodySchema, type ExpenseBody } from "@shared/validation";
import { inActiveLanguage } from "@/lib/i18n/form-messages";

export interface ExpenseResolverOptions<V extends FieldValues> {
  /** The form's values as the API's body of the kind (what POST and PATCH take). */
  toBody: (values: V) => unknown;
  /** The form field that shows the message of a body field (the first part of the issue's path). */
  fieldOf?: (bodyField: string) => keyof V & string;
  /** Applied to the checked body before it is handed to the submit handler. */
  after?: (body: ExpenseBody, values: V) => ExpenseBody;
}

/**
 * A react-hook-form resolver that checks the form with `expenseBodySchema(today)`, the same
 * rules the server runs (docs/product-rules.md §16), so every field shows the server's message,
 * said in the active language as every form's are (docs/i18n.md). The form's fields need not be the body's: each form says how its values become the
 * body and which field shows a body field's message.
 */
export function expenseResolver<V extends FieldValues>(
  today: string,
  { toBody, fieldOf, after }: ExpenseResolverOptions<V>,
): Resolver<V, unknown, ExpenseBody> {
  const schema = expenseBodySchema(today);
  return inActiveLanguage<V, unknown, ExpenseBody>((values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: after ? after(result.data, values) : result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const bodyField = String(issue.path[0] ?? "");
      const field = fieldOf ? fieldOf(bodyField) : bodyField;
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  });
}
