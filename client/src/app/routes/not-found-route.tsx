import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";

export function NotFoundRoute() {
  const t = useT(shellSv);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t("shell.notFound.title")}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t("shell.notFound.text")}</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto sm:self-start" })}>
            {t("shell.notFound.home")}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
