import dashboardSv from "@shared/i18n/catalogs/dashboard/sv";
import { workerWarningsRange } from "@shared/first-screen";
import { useWarningMessages } from "@/api/working-time/get-warnings";
import { WarningNotices } from "@/components/warning-notices";
import { useT } from "@/lib/i18n/runtime";

/**
 * The worker's own limits passed lately (docs/product-rules.md §11), as the server judges them with the
 * company's settings, or that they cannot be judged; nothing at all when there are none, or while they load.
 */
export function WorkingTimeWarnings({ today }: { today: string }) {
  const t = useT(dashboardSv);
  const messages = useWarningMessages(workerWarningsRange(today));
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="working-time-warnings-title" className="flex flex-col gap-2">
      <h2 id="working-time-warnings-title" className="text-base font-bold">
        {t("dashboard.workingTime")}
      </h2>
      <WarningNotices messages={messages} />
    </section>
  );
}
