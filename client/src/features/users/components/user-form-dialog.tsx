import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { createUserSchema, updateUserSchema, type UpdateUserInput, type UserFormValues } from "@shared/validation";
import { ROLE_LABELS, USER_ROLES } from "@shared/domain";
import { PASSWORD_MIN } from "@shared/validation/constants";
import { PAYROLL_MSG } from "@shared/validation/payroll";
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

const FIELDS = ["username", "fullName", "email", "role", "employeeNumber", "employedFrom", "identityNumber", "password"] as const;

/** What the inputs hold: always strings, the password, employee number, start date and personnummer "" when left empty. */
type UserFields = Required<Omit<UserFormValues, "active">> & { password: string; employeeNumber: string; employedFrom: string; identityNumber: string };

/** A taken anställningsnummer is a 409 about one field: shown under it, not only in a toast. */
function isEmployeeNumberTaken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.fieldErrors.employeeNumber !== undefined || error.serverMessage === PAYROLL_MSG.employeeNumberTaken)
  );
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{user ? "Redigera användare" : "Ny användare"}</DialogTitle>
          <DialogDescription>{user ? `Ändra uppgifterna för ${user.fullName}.` : "Skapa ett konto för en arbetare, admin eller kund."}</DialogDescription>
        </DialogHeader>
        {open ? <UserForm key={user?.id ?? "new"} user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UserForm({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const form = useForm<UserFields, unknown, UpdateUserInput>({
    resolver: userResolver(user !== null),
    defaultValues: {
      username: user?.username ?? "",
      fullName: user?.fullName ?? "",
      email: user?.email ?? "",
      role: user?.role ?? "worker",
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
        toast({ title: "Framgång", description: "Användaren har uppdaterats" });
      } else {
        await createMutation.mutateAsync({
          ...body,
          employeeNumber: body.employeeNumber ?? null,
          employedFrom: body.employedFrom ?? null,
          identityNumber: body.identityNumber ?? null,
          password: body.password ?? "",
        });
        toast({ title: "Framgång", description: "Användaren har skapats" });
      }
      onDone();
    } catch (error) {
      if (isEmployeeNumberTaken(error)) {
        form.setError("employeeNumber", { type: "server", message: PAYROLL_MSG.employeeNumberTaken }, { shouldFocus: true });
        return;
      }
      const onFields = applyServerFieldErrors(error, form.setError, FIELDS);
      const fallback = user ? "Kunde inte uppdatera användare" : "Kunde inte skapa användare";
      toast({ variant: "destructive", title: "Fel", description: onFields ? fallback : errorMessage(error, fallback) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Användarnamn" autoComplete="off" autoCapitalize="none" {...field("username")} />
      <TextField label="Fullständigt namn" autoComplete="off" {...field("fullName")} />
      <TextField label="E-post" type="email" inputMode="email" autoComplete="off" {...field("email")} />
      <SelectField label="Roll" {...field("role")}>
        <SelectOptions options={labelledOptions(USER_ROLES, ROLE_LABELS)} />
      </SelectField>
      <TextField
        label="Anställningsnummer"
        autoComplete="off"
        autoCapitalize="none"
        hint="Som i lönesystemet. Lämna tomt om personen inte får lön härifrån."
        {...field("employeeNumber")}
      />
      <TextField label="Anställd från" type="date" hint="Valfritt. Dagar före detta datum räknas aldrig som saknade." {...field("employedFrom")} />
      <TextField
        label="Personnummer"
        autoComplete="off"
        inputMode="numeric"
        hint={full.isError ? "Kunde inte hämta personnumret. Stäng och försök igen." : "Valfritt. ÅÅÅÅMMDD-NNNN"}
        {...field("identityNumber", { disabled: !identityLoaded })}
      />
      <TextField
        label={user ? "Nytt lösenord" : "Lösenord"}
        type="password"
        autoComplete="new-password"
        hint={
          user
            ? `Lämna tomt för att behålla nuvarande lösenord. Ett nytt lösenord (minst ${PASSWORD_MIN} tecken, inget vanligt) loggar ut användaren överallt.`
            : `Minst ${PASSWORD_MIN} tecken, inget vanligt lösenord.`
        }
        {...field("password")}
      />
      <FormDialogFooter onCancel={onDone} pending={pending} pendingText="Sparar..." className="mt-1">
        <Save aria-hidden="true" />
        {user ? "Spara ändringar" : "Skapa användare"}
      </FormDialogFooter>
    </form>
  );
}
