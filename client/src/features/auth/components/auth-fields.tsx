import { useFormContext } from "react-hook-form";
import authSv from "@shared/i18n/catalogs/auth/sv";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { PASSWORD_MIN } from "@shared/validation/constants";
import { TextField } from "@/components/ui/form-field";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";

/**
 * The fields the sign-in, account and password forms share, each tied to its form through
 * react-hook-form's context (AuthFormCard provides it): the same label, autofill hint and
 * error text wherever a field stands.
 */

export function EmailField() {
  const t = useT(authSv);
  const field = fieldsOf(useFormContext<{ email: string }>());
  return <TextField label={t("auth.field.email")} type="email" autoComplete="email" inputMode="email" {...field("email")} />;
}

/** The password of an existing account, for signing in. */
export function CurrentPasswordField() {
  const t = useT(authSv);
  const field = fieldsOf(useFormContext<{ password: string }>());
  return <TextField label={t("auth.field.password")} type="password" autoComplete="current-password" {...field("password")} />;
}

/**
 * Who the new account is: user name, full name and e-mail. `fixedIdentity`: the name and
 * e-mail come from an invitation and are shown, not typed.
 */
export function AccountFields({ fixedIdentity = false }: { fixedIdentity?: boolean }) {
  const t = useT(accountSv);
  const field = fieldsOf(useFormContext<{ username: string; fullName: string; email: string }>());
  const fixed = fixedIdentity ? { readOnly: true, hint: t("account.field.fromInvitation") } : {};
  return (
    <>
      <TextField label={t("account.field.username")} autoComplete="username" autoCapitalize="none" {...field("username")} />
      <TextField label={t("account.field.fullName")} autoComplete="name" {...fixed} {...field("fullName")} />
      {fixedIdentity ? <TextField label={t("account.field.email")} type="email" autoComplete="email" {...fixed} {...field("email")} /> : <EmailField />}
    </>
  );
}

type NewPasswordName = "password" | "newPassword";

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField({ name, label }: { name: NewPasswordName; label: string }) {
  const t = useT(accountSv);
  const field = fieldsOf(useFormContext<Record<NewPasswordName, string>>());
  // docs/product-rules.md §1: the length here, the common-password list on the server (its 400 shows under the field).
  const hint = t("account.field.newPasswordHint", { min: PASSWORD_MIN });
  return <TextField label={label} type="password" autoComplete="new-password" hint={hint} {...field(name)} />;
}

/** The chosen password again, which only guards against typos. */
export function ConfirmPasswordField() {
  const t = useT(accountSv);
  const field = fieldsOf(useFormContext<{ confirmPassword: string }>());
  return <TextField label={t("account.field.confirmPassword")} type="password" autoComplete="new-password" {...field("confirmPassword")} />;
}
