import { ShieldX } from "lucide-react";
import { AuthLayout } from "@/components/auth-layout";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LogoutButton } from "@/features/auth/components/logout-button";

/** A customer may sign in, but this app has nothing for them. */
export function AccessDenied() {
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
            <ShieldX className="size-6" />
          </span>
          <CardTitle as="h1">Åtkomst nekad</CardTitle>
          <p className="font-medium">Kunder har en separat portal</p>
          <CardDescription>Kontakta administratören om du behöver hjälp att komma åt den.</CardDescription>
        </CardHeader>
        <CardFooter className="border-t pt-4 sm:pt-4">
          <LogoutButton className="w-full" />
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
