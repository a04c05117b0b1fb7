import type { FocusEventHandler, FormEventHandler, ReactNode } from "react";
import { FormProvider, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { BackToLogin } from "./back-to-login";

interface AuthFormCardProps<T extends FieldValues, TOut> {
  /** The form's fields (auth-fields.tsx) read it from context. */
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  title: string;
  description: string;
  /** Above the title: the admin screens' badge. */
  badge?: ReactNode;
  /** The way out below the form; 'Tillbaka till inloggning' unless given. */
  footer?: ReactNode;
  footerClassName?: string;
  /** The fields and the submit button. */
  children: ReactNode;
}

/** The card every sign-in, account and password form stands in: heading, form, a way out. */
export function AuthFormCard<T extends FieldValues, TOut>({
  form,
  onSubmit,
  onFocus,
  title,
  description,
  badge,
  footer = <BackToLogin />,
  footerClassName = "border-t pt-3 sm:pt-3",
  children,
}: AuthFormCardProps<T, TOut>) {
  return (
    <Card>
      <CardHeader>
        {badge}
        <CardTitle as="h1">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="flex flex-col gap-4">
            {children}
            <FormError form={form} />
          </form>
        </FormProvider>
      </CardContent>
      <CardFooter className={footerClassName}>{footer}</CardFooter>
    </Card>
  );
}

/** A message for the whole form that must stay on screen, such as when to try signing in again. */
function FormError<T extends FieldValues, TOut>({ form }: { form: UseFormReturn<T, unknown, TOut> }) {
  const message = form.formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      {message}
    </p>
  );
}
