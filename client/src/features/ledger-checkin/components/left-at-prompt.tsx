import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { isIsoDate } from "@shared/dates";
import { skippedTime } from "@shared/wall-clock";
import { instantInShowing, isRepeatedTime, type ClockShowing } from "@shared/domain/clock-showing";
import checkinSv from "@shared/i18n/catalogs/checkin/sv";
import { ClockShowingField } from "@/components/ledger/clock-showing-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import shellSv from "@shared/i18n/catalogs/shell/sv";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { stockholmParts } from "@/lib/ledger/ledger-format";

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

interface LeftAtPromptProps {
  /** When the worker checked in (ISO): the date the prompt starts from. */
  since: string;
  busy: boolean;
  /** Sends the check-out at the instant given (ISO). */
  onSend: (occurredAt: string) => void;
  onCancel: () => void;
}

/**
 * 'Checka ut' after more than 12 hours (docs/product-rules.md §15): the worker gives the time it
 * left instead of 'now', in Stockholm; the server keeps the 48 hours' window and the order of
 * the entries, and its sentence shows under the card's button. A time the autumn clock showed
 * twice asks 'Vilken 02:30?' as the platsansvarig's correction does, and sends the instant chosen.
 */
export function LeftAtPrompt({ since, busy, onSend, onCancel }: LeftAtPromptProps) {
  const t = useT(checkinSv);
  const ts = useT(shellSv);
  const format = useFormat();
  const id = useId();
  const [date, setDate] = useState(stockholmParts(since).date);
  const [time, setTime] = useState("");
  // Which 02:30 on the autumn night; a repeated time is its first showing until chosen otherwise.
  const [showing, setShowing] = useState<ClockShowing>("first");
  const [error, setError] = useState<string | null>(null);
  // The tap on 'Checka ut' asked a question: the answer's field takes the focus, so a keyboard or
  // a screen reader lands on it instead of staying on the button above.
  const timeRef = useRef<HTMLInputElement>(null);
  useEffect(() => timeRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clock = time.slice(0, 5);
    if (!isIsoDate(date) || !CLOCK.test(clock)) {
      setError(t("checkin.leftAt.invalid"));
      return;
    }
    // The hour the clocks skip in spring never shows on a clock: no instant to send.
    if (skippedTime(date, clock)) {
      setError(t("checkin.leftAt.skipped", { time: clock, date: format.date(date, "day-month-year") }));
      return;
    }
    setError(null);
    onSend(new Date(instantInShowing(date, clock, showing)).toISOString());
  };
  const errorId = `${id}-error`;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-3"
      aria-label={t("checkin.leftAt.label")}
    >
      <p className="text-sm font-medium">{t("checkin.leftAt.question")}</p>
      <div className="grid grid-cols-2 gap-3 [&>*]:min-w-0">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-date`}>{t("checkin.leftAt.date")}</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-time`}>{t("checkin.leftAt.time")}</Label>
          <Input
            id={`${id}-time`}
            ref={timeRef}
            type="time"
            value={time}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setTime(e.target.value)}
          />
        </div>
      </div>
      {isIsoDate(date) && CLOCK.test(time.slice(0, 5)) && isRepeatedTime(date, time.slice(0, 5)) ? (
        <ClockShowingField time={time} value={showing} onChange={setShowing} />
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {ts("shell.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {t("checkin.panel.checkOut")}
        </Button>
      </div>
    </form>
  );
}
