import { useFormContext } from "react-hook-form";
import { PASSWORD_MIN } from "@shared/validation/constants";
import { TextField } from "@/components/ui/form-field";

/**
 * The fields the sign-in, account and password forms share, each tied to its form through
 * react-hook-form's context (AuthFormCard provides it): the same label, autofill hint and
 * error text wherever a field stands.
 */

export function EmailField() {
  const { register, formState } = useFormContext<{ email: string }>();
  return <TextField label="E-post" type="email" autoComplete="email" inputMode="email" error={formState.errors.email?.message} {...register("email")} />;
}

/** The password of an existing account, for signing in. */
export function CurrentPasswordField() {
  const { register, formState } = useFormContext<{ password: string }>();
  return <TextField label="Lösenord" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />;
}

/**
 * Who the new account is: user name, full name and e-mail. `fixedIdentity`: the name and
 * e-mail come from an invitation and are shown, not typed.
 */
export function AccountFields({ fixedIdentity = false }: { fixedIdentity?: boolean }) {
  const { register, formState } = useFormContext<{ username: string; fullName: string; email: string }>();
  const { errors } = formState;
  const fixed = fixedIdentity ? { readOnly: true, hint: "Från inbjudan." } : {};
  return (
    <>
      <TextField label="Användarnamn" autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...register("username")} />
      <TextField label="Fullständigt namn" autoComplete="name" error={errors.fullName?.message} {...fixed} {...register("fullName")} />
      {fixedIdentity ? (
        <TextField label="E-post" type="email" autoComplete="email" error={errors.email?.message} {...fixed} {...register("email")} />
      ) : (
        <EmailField />
      )}
    </>
  );
}

/** docs/product-rules.md §1: the length here, the common-password list on the server (its 400 shows under the field). */
const NEW_PASSWORD_HINT = `Minst ${PASSWORD_MIN} tecken, inget vanligt lösenord.`;

type NewPasswordName = "password" | "newPassword";

/** A password being chosen, with the rule it must meet. */
export function NewPasswordField({ name, label }: { name: NewPasswordName; label: string }) {
  const { register, formState } = useFormContext<Record<NewPasswordName, string>>();
  return (
    <TextField label={label} type="password" autoComplete="new-password" hint={NEW_PASSWORD_HINT} error={formState.errors[name]?.message} {...register(name)} />
  );
}

/** The chosen password again, which only guards against typos. */
export function ConfirmPasswordField() {
  const { register, formState } = useFormContext<{ confirmPassword: string }>();
  return (
    <TextField
      label="Bekräfta lösenord"
      type="password"
      autoComplete="new-password"
      error={formState.errors.confirmPassword?.message}
      {...register("confirmPassword")}
    />
  );
}
