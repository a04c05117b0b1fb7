import { Loader2, LogIn, LogOut, TriangleAlert } from "lucide-react";
import { DEFAULT_TIME_ZONE, todayIn } from "@shared/dates";
import { clockIn } from "@shared/wall-clock";
import { isLongShift } from "@shared/domain";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import type { ShownCheckIn } from "../lib/ledger-state";

interface CheckPanelProps {
  current: ShownCheckIn | null;
  /** False while no site is chosen: 'Checka in' waits for one. */
  canCheckIn: boolean;
  busy: boolean;
  error: string | null;
  /** The error was a 409: the state above is the server's, read again; the panel says so. */
  stale?: boolean;
  /** False while the personnummer prompt stands in for it: one button to press, the prompt's own. */
  showButton?: boolean;
  now: number;
  onTap: () => void;
}

/**
 * 'Incheckad sedan 06:58 på {plats}', with the waiting mark while the tap is only on the phone.
 * A check-in of another day than today says its day, 'sedan 28 nov. 19:15': a stay long enough
 * to be asked when the person left has often begun the day before.
 */
export function CheckedInLine({ current }: { current: ShownCheckIn }) {
  const t = useT(checkinSv);
  const format = useFormat();
  const at = new Date(current.since);
  const day = todayIn(DEFAULT_TIME_ZONE, at);
  const since = day === todayIn() ? clockIn(at) : `${format.date(day, "day-month-short")} ${clockIn(at)}`;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>{t("checkin.panel.since", { time: since, site: current.site.name })}</span>
      {current.pending ? <Badge variant="warning">{t("checkin.panel.pending")}</Badge> : null}
    </span>
  );
}

/**
 * Where the worker stands and the one large button (docs/product-rules.md §15). The status
 * line keeps its height in every state, so nothing below moves when it changes.
 */
export function CheckPanel({ current, canCheckIn, busy, error, stale = false, showButton = true, now, onTap }: CheckPanelProps) {
  const t = useT(checkinSv);
  const longShift = current !== null && isLongShift(Date.parse(current.since), now);
  const label = t(current ? "checkin.panel.checkOut" : "checkin.panel.checkIn");
  const Icon = busy ? Loader2 : current ? LogOut : LogIn;
  return (
    <div className="flex flex-col gap-3">
      <p className="min-h-6 text-base font-semibold" role="status">
        {current ? <CheckedInLine current={current} /> : t("checkin.panel.notCheckedIn")}
      </p>
      {longShift ? (
        <p className="flex gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm" role="alert">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {t("checkin.panel.longShift")}
        </p>
      ) : null}
      {showButton ? (
        // One colour in every state, 'Checka ut' as much as 'Checka in': in sunlight a grey button
        // reads as switched off. While a tap is sent it keeps its colour and takes no second tap.
        <Button
          className="w-full [&_svg]:size-6"
          variant="default"
          size="xl"
          disabled={!busy && !current && !canCheckIn}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={busy ? undefined : onTap}
        >
          <Icon className={busy ? "animate-spin" : undefined} aria-hidden="true" />
          {label}
        </Button>
      ) : null}
      {error ? (
        <div className="flex flex-col gap-1 text-sm font-medium" role="alert">
          <p className="text-destructive">{error}</p>
          {stale ? <p className="text-foreground">{t("checkin.panel.stale")}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
