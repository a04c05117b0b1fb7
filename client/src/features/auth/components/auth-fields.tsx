import { useFormContext } from "react-hook-form";
import { PASSWORD_MIN } from "@shared/validation/constants";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";

/**
 * The fields the sign-in, account and password forms share, each tied to its form through
 * react-hook-form's context (AuthFormCard provides it): the same label, autofill hint and
 * error text wherever a field stands.
 */

export function EmailField() {
  const field = fieldsOf(useFormContext<{ email: string }>());
  return <TextField label="E-post" type="email" autoComplete="email" inputMode="email" {...field("email")} />;
}

/** The password of an existing account, for signing in. */
export function CurrentPasswordField() {
  const field = fieldsOf(useFormContext<{ password: string }>());
  return <TextField label="Lösenord" type="password" autoComplete="current-password" {...field("password")} />;
}

/**
 * Who the new account is: user name, full name and e-mail. `fixedIdentity`: the name and
 * e-mail come from an invitation and are shown, not typed.
 */
export function AccountFields({ fixedIdentity = false }: { fixedIdentity?: boolean }) {
  const field = fieldsOf(useFormContext<{ username: string; fullName: string; email: string }>());
  const fixed = fixedIdentity ? { readOnly: true, hint: "Från inbjudan." } : {};
  return (
    <>
      <TextField label="Användarnamn" autoComplete="username" autoCapitalize="none" {...field("username")} />
      <TextField label="Fullständigt namn" autoComplete="name" {...fixed} {...field("fullName")} />
      {fixedIdentity ? <TextField label="E-post" type="email" autoComplete="email" {...fixed} {...field("email")} /> : <EmailField />}
    </>
  );
}

/** docs/product-rules.md §1: the length here, the common-password list on the server (its 400 shows under the field). */
const NEW_PASSWORD_HINT = `Minst ${PASSWORD_MIN} tecken, inget vanligt lösenord.`;

type NewPasswordName = "password" | "newPassword";

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField({ name, label }: { name: NewPasswordName; label: string }) {
  const field = fieldsOf(useFormContext<Record<NewPasswordName, string>>());
  return <TextField label={label} type="password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} {...field(name)} />;
}

/** The chosen password again, which only guards against typos. */
export function ConfirmPasswordField() {
  const field = fieldsOf(useFormContext<{ confirmPassword: string }>());
  return <TextField label="Bekräfta lösenord" type="password" autoComplete="new-password" {...field("confirmPassword")} />;
}
