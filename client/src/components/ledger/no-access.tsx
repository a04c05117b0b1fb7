import { ShieldX } from "lucide-react";
import type { ReactNode } from "react";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useT } from "@/lib/i18n/runtime";

/**
 * The server's 403 on a site's ledger, said in words: only an admin and the site's
 * platsansvariga read it (docs/product-rules.md §15). `children` is the way back; `text` says
 * who may, when it is someone else (the event log: admins only).
 */
export function NoAccess({ children, text }: { children?: ReactNode; text?: string }) {
  const t = useT(siteSv);
  return (
    <section role="alert" className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive" aria-hidden="true">
        <ShieldX className="size-6" />
      </span>
      <h2 className="text-lg font-bold">{t("site.noAccess.title")}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text ?? t("site.noAccess.ledger")}</p>
      {children}
    </section>
  );
}
