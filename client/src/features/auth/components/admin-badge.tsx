import { ShieldCheck } from "lucide-react";
import accountSv from "@shared/i18n/catalogs/account/sv";
import { useT } from "@/lib/i18n/runtime";

export function AdminBadge() {
  const t = useT(accountSv);
  return (
    // Light theme: text-primary on its own tint is 4.3:1, under AA for small text; a darker orange passes.
    <span className="mb-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-orange-800 dark:text-primary">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {t("account.admin.badge")}
    </span>
  );
}
