import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { createUserSchema, updateUserSchema, type UpdateUserInput, type UserFormValues } from "@shared/validation";
import { USER_ROLES, type UserRole } from "@shared/domain";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { LOCALE_NAMES, LOCALES } from "@shared/i18n/locales";
import usersSv from "@shared/i18n/catalogs/users/sv";
import { PASSWORD_MIN } from "@shared/validation/constants";
import type { PublicUser } from "@shared/types";
import { useCreateUser } from "@/api/users/create-user";
import { useUserForForm } from "@/api/users/get-user";
import { useUpdateUser } from "@/api/users/update-user";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { labelledOptions, SelectField, SelectOptions } from "@/components/ui/select";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import type { ReturnFocus } from "@/components/ui/use-return-focus";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { fieldsOf } from "@/lib/form-fields";
import { useT } from "@/lib/i18n/runtime";

const FIELDS = ["username", "fullName", "email", "role", "locale", "employeeNumber", "employedFrom", "identityNumber", "password"] as const;

/** What the inputs hold: always strings, the password, employee number, start date and personnummer "" when left empty. */
type UserFields = Required<Omit<UserFormValues, "active">> & { password: string; employeeNumber: string; employedFrom: string; identityNumber: string };

/** A taken anställningsnummer is a 409 about one field: shown under it, in the server's words, not only in a toast. */
function employeeNumberTaken(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.fieldErrors.employeeNumber !== undefined) return error.fieldErrors.employeeNumber;
  return error.code === "payroll.employee-number-taken" ? (error.serverMessage ?? null) : null;
}

const createResolver = zodResolver(createUserSchema);
const updateResolver = zodResolver(updateUserSchema);

/** A new user needs a password; on edit an empty one keeps the current (the shared schemas say so). */
function userResolver(isEdit: boolean): Resolver<UserFields, unknown, UpdateUserInput> {
  return (values, context, options) => {
    // Spelled out so TypeScript compares the two schemas' field names, which are the same.
    const opts = {
      criteriaMode: options.criteriaMode,
      fields: options.fields,
      names: options.names,
      shouldUseNativeValidation: options.shouldUseNativeValidation,
    };
    return isEdit ? updateResolver(values, context, opts) : createResolver(values, context, opts);
  };
}

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit, or null for a new one. */
  user: PublicUser | null;
  onCloseAutoFocus?: ReturnFocus["onCloseAutoFocus"];
}

export function UserFormDialog({ open, onOpenChange, user, onCloseAutoFocus }: UserFormDialogProps) {
  const t = useT(usersSv);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t(user ? "users.form.editTitle" : "users.form.newTitle")}</DialogTitle>
          <DialogDescription>{user ? t("users.form.editDescription", { name: user.fullName }) : t("users.form.newDescription")}</DialogDescription>
        </DialogHeader>
        {open ? <UserForm key={user?.id ?? "new"} user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const t = useT(usersSv);
  const shell = useT(shellSv);
  const roleLabels = Object.fromEntries(USER_ROLES.map((role) => [role, shell(`shell.role.${role}`)])) as Record<UserRole, string>;
  const form = useForm<UserFields, unknown, UpdateUserInput>({
    resolver: userResolver(user !== null),
    defaultValues: {
      username: user?.username ?? "",
      fullName: user?.fullName ?? "",
      email: user?.email ?? "",
      role: user?.role ?? "worker",
      locale: user?.locale ?? "sv",
      employeeNumber: user?.employeeNumber ?? "",
      employedFrom: user?.employedFrom ?? "",
      // The list shows it masked: the full number comes from GET /api/users/{id} below.
      identityNumber: "",
      password: "",
    },
  });
  // Until the full personnummer is loaded the field is disabled, so a save leaves it as it is.
  const full = useUserForForm(user?.id ?? null);
  const identityLoaded = user === null || full.isSuccess;
  const fullIdentityNumber = full.data?.identityNumber;
  useEffect(() => {
    if (fullIdentityNumber && !form.getFieldState("identityNumber").isDirty) form.setValue("identityNumber", fullIdentityNumber);
  }, [form, fullIdentityNumber]);
  const field = fieldsOf(form);
  const createMutation = useCreateUser();
  const updateMutation = useUpdateUser();
  const pending = createMutation.isPending || updateMutation.isPending;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (user) {
        await updateMutation.mutateAsync({ id: user.id, body });
        toast({ title: t("users.toast.success"), description: t("users.form.updated") });
      } else {
        await createMutation.mutateAsync({
          ...body,
          employeeNumber: body.employeeNumber ?? null,
          employedFrom: body.employedFrom ?? null,
          identityNumber: body.identityNumber ?? null,
          password: body.password ?? "",
        });
        toast({ title: t("users.toast.success"), description: t("users.form.created") });
      }
      onDone();
    } catch (error) {
      const taken = employeeNumberTaken(error);
      if (taken !== null) {
        form.setError("employeeNumber", { type: "server", message: taken }, { shouldFocus: true });
        return;
      }
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      const fallback = t(user ? "users.toast.updateFailed" : "users.form.createFailed");
      toast({ variant: "destructive", title: t("users.toast.error"), description: onFields ? fallback : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label={t("users.form.username")} autoComplete="off" autoCapitalize="none" {...field("username")} />
      <TextField label={t("users.form.fullName")} autoComplete="off" {...field("fullName")} />
      <TextField label={t("users.form.email")} type="email" inputMode="email" autoComplete="off" {...field("email")} />
      <SelectField label={t("users.form.role")} {...field("role")}>
        <SelectOptions options={labelledOptions(USER_ROLES, roleLabels)} />
      </SelectField>
      <SelectField label={t("users.form.locale")} hint={t("users.form.localeHint")} {...field("locale")}>
        <SelectOptions options={labelledOptions(LOCALES, LOCALE_NAMES)} />
      </SelectField>
      <TextField
        label={t("users.form.employeeNumber")}
        autoComplete="off"
        autoCapitalize="none"
        hint={t("users.form.employeeNumberHint")}
        {...field("employeeNumber")}
      />
      <TextField label={t("users.form.employedFrom")} type="date" hint={t("users.form.employedFromHint")} {...field("employedFrom")} />
      <TextField
        label={t("users.form.identityNumber")}
        autoComplete="off"
        inputMode="numeric"
        hint={t(full.isError ? "users.form.identityNumberFailed" : "users.form.identityNumberHint")}
        {...field("identityNumber", { disabled: !identityLoaded })}
      />
      <TextField
        label={t(user ? "users.form.newPassword" : "users.form.password")}
        type="password"
        autoComplete="new-password"
        hint={t(user ? "users.form.newPasswordHint" : "users.form.passwordHint", { min: PASSWORD_MIN })}
        {...field("password")}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} pendingText={t("users.form.pending")} className="mt-1">
        <Save aria-hidden="true" />
        {t(user ? "users.form.save" : "users.form.create")}
      </FormDialogFooter>
    </form>
  );
}
