import { UserRound } from "lucide-react";
import authSv from "@shared/i18n/catalogs/auth/sv";
import type { DemoAccount } from "@shared/types";
import { useDemoAccounts } from "@/api/auth/get-demo-accounts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";

/** Shown only when the server has demo accounts switched on (a non-empty list). */
export function DemoAccountsCard({ onFill }: { onFill: (account: DemoAccount) => void }) {
  const t = useT(authSv);
  const { data: accounts } = useDemoAccounts();
  if (!accounts || accounts.length === 0) return null;
  return (
    <Card className="border-dashed">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle size="md">{t("auth.demo.title")}</CardTitle>
        <CardDescription>{t("auth.demo.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {accounts.map((account) => (
            <li key={account.email} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
                <UserRound className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{account.label}</p>
                <p className="truncate text-sm text-muted-foreground">{account.email}</p>
              </div>
              <Button variant="outline" size="sm" onClick={() => onFill(account)} aria-label={t("auth.demo.fillAccount", { account: account.label })}>
                {t("auth.demo.fill")}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
