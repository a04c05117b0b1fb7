import { ArrowLeft } from "lucide-react";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";

export function BackToLogin({ label, className }: { label?: string; className?: string }) {
  const t = useT(accountSv);
  return (
    <Link href="/" className={buttonVariants({ variant: "ghost", className: `w-full ${className ?? ""}` })}>
      <ArrowLeft aria-hidden="true" />
      {label ?? t("account.backToLogin")}
    </Link>
  );
}
