import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";

/** One rejected report or expense as the worker is told of it. */
export interface RejectedItem {
  id: string;
  /** Date and what it was: '19 nov · 7,5 h · P-101 · Sjöboden'. */
  heading: string;
  /** An expense's kronor, "250.00". */
  amount?: string;
  reason: string | null;
  rejectedBy: { fullName: string } | null;
}

/**
 * A card of what an admin rejected in the last 30 days (docs/product-rules.md §6, §16), with the
 * reason and who, so that nothing filed vanishes unseen. Nothing at all when there are none.
 */
export function RejectedCard({ title, titleId, items }: { title: string; titleId: string; items: RejectedItem[] }) {
  const t = useT(dashboardSv);
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y" aria-labelledby={titleId}>
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-0.5 py-2">
              <span className="flex justify-between gap-3 text-sm font-semibold">
                <span className="min-w-0 break-words">{item.heading}</span>
                {item.amount ? <span className="shrink-0 tabular-nums">{format.kronor(item.amount)}</span> : null}
              </span>
              {item.reason ? <span className="whitespace-pre-wrap break-words text-sm">{item.reason}</span> : null}
              {item.rejectedBy ? <span className="text-sm text-muted-foreground">{t("dashboard.rejected.by", { name: item.rejectedBy.fullName })}</span> : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
