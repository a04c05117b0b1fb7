import { ShieldX } from "lucide-react";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { AuthLayout } from "@/components/auth-layout";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LogoutButton } from "@/features/auth/components/logout-button";
import { useT } from "@/lib/i18n/runtime";

/** A customer may sign in, but this app has nothing for them. */
export function AccessDenied() {
  const t = useT(shellSv);
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
            <ShieldX className="size-6" />
          </span>
          <CardTitle as="h1">{t("shell.denied.title")}</CardTitle>
          <p className="font-medium">{t("shell.denied.customers")}</p>
          <CardDescription>{t("shell.denied.help")}</CardDescription>
        </CardHeader>
        <CardFooter className="border-t pt-4 sm:pt-4">
          <LogoutButton className="w-full" />
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
