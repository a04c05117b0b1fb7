import { CircleAlert } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function NotFoundRoute() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 pt-6 sm:pt-6">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonVariants({ variant: "outline", className: "w-full sm:w-auto sm:self-start" })}>
            Till startsidan
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
