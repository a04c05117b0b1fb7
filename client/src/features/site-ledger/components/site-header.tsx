import { MapPin } from "lucide-react";
import type { SiteFacts } from "@shared/domain";
import siteSv from "@shared/i18n/catalogs/site/sv";
import { useT } from "@/lib/i18n/runtime";

/**
 * What an inspector reads first (docs/product-rules.md §15): the site's name, address,
 * Skatteverket's ID and the byggherre, as they were on the day shown. Without them (the control
 * view's header not read) the name the day's entries carry stands alone.
 */
export function SiteHeader({ site, fallbackName }: { site: SiteFacts | undefined; fallbackName: string }) {
  const t = useT(siteSv);
  return (
    <section className="flex flex-col gap-1 rounded-lg border bg-card px-4 py-3 sm:px-5" aria-label={t("site.header.label")}>
      <h2 className="text-xl font-bold">{site?.name ?? fallbackName}</h2>
      {site ? (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="sr-only">{t("site.header.address")}</dt>
          <dd className="flex items-center gap-1.5 text-muted-foreground sm:col-span-2">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {site.address}
          </dd>
          <dt className="text-muted-foreground">{t("site.header.skvId")}</dt>
          <dd className="font-semibold tabular-nums">{site.skvId ?? t("site.header.skvIdMissing")}</dd>
          {site.builderName ? (
            <>
              <dt className="text-muted-foreground">{t("site.header.builder")}</dt>
              <dd>
                {site.builderName} {site.builderOrgNumber ? <span className="whitespace-nowrap tabular-nums">{site.builderOrgNumber}</span> : null}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
