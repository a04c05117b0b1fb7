import { Split } from "lucide-react";
import { useId } from "react";
import { DAY_SPLIT_CODES, type DaySplit } from "@shared/domain";
import reportSv from "@shared/i18n/catalogs/report/sv";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n/runtime";
import { useFormat } from "@/lib/i18n/use-format";
import { useReportLabels } from "@/lib/i18n/use-labels";
import type { DaySplitOffer as Offer } from "../hooks/use-day-split";
import { useOnline } from "../hooks/use-online";

/** The screen's words for the split, in the active language: the codes' names and hours as typed. */
function useSplitWords() {
  const t = useT(reportSv);
  const format = useFormat();
  const labels = useReportLabels();
  return {
    t,
    h: (hours: number) => format.hours(hours, "input"),
    ordinary: labels.timeCode(DAY_SPLIT_CODES.ordinary),
    overtime: labels.timeCode(DAY_SPLIT_CODES.overtime),
  };
}
type SplitWords = ReturnType<typeof useSplitWords>;

/** Hours with their unit on one line: a button's words that wrap never leave 'h' alone on the next. */
const Hours = ({ hours, words }: { hours: number; words: SplitWords }) => <span className="whitespace-nowrap">{words.h(hours)} h</span>;

/** The button's words: 'Dela upp: 8 h Arbetad tid + 4,5 h Övertid enkel', or all as overtime. */
function DaySplitLabel({ split }: { split: DaySplit }) {
  const words = useSplitWords();
  const { t } = words;
  if (split.ordinaryHours === 0)
    return (
      <span>
        {t("report.split.asOvertime", { overtime: words.overtime })} <Hours hours={split.overtimeHours} words={words} />
      </span>
    );
  return (
    <span>
      {t("report.split.label")} <Hours hours={split.ordinaryHours} words={words} /> {words.ordinary} + <Hours hours={split.overtimeHours} words={words} />{" "}
      {words.overtime}
    </span>
  );
}

/** Why the day is offered the split: past the norm, or the norm already filled. */
function daySplitWhy({ t, h, ordinary }: SplitWords, { split, normHours, dayHours }: Offer): string {
  return split.ordinaryHours === 0
    ? t("report.split.normReached", { ordinary, norm: h(normHours) })
    : t("report.split.pastNorm", { ordinary, day: h(dayHours), norm: h(normHours) });
}

interface DaySplitOfferProps {
  offer: Offer | null;
  /** Said in its place while the daily norm cannot be read (docs/product-rules.md §10). */
  refusal?: string | null;
  /** Sends the form as the split: the form's own checks, the confirmation among them, run first. */
  onSplit: () => void;
  disabled: boolean;
  /** The worker has pressed 'Dela upp' and the form still lacks something: 'Skicka tidrapport' splits. */
  chosen: boolean;
}

/**
 * 'Dela upp' (docs/product-rules.md §4), right after the hours: a day whose 'Arbetad tid' passes the
 * daily norm is offered as two reports in one tap, the norm's share as 'Arbetad tid' and the rest
 * as 'Övertid enkel'. It sends, like 'Skicka tidrapport', so the confirmation still applies; pressed
 * before the form is complete, the choice is kept and 'Skicka tidrapport' splits. Online only: the
 * server files both reports in one transaction, and the offline queue carries single reports.
 */
export function DaySplitOffer({ offer, refusal = null, onSplit, disabled, chosen }: DaySplitOfferProps) {
  const id = useId();
  const online = useOnline();
  const words = useSplitWords();
  const { t } = words;
  if (offer === null) {
    return refusal ? <p className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">{refusal}</p> : null;
  }
  const how = chosen
    ? t("report.split.chosen")
    : offer.split.ordinaryHours === 0
      ? t("report.split.sentAsOvertime", { overtime: words.overtime })
      : t("report.split.two");
  return (
    <section aria-labelledby={`${id}-why`} className="flex flex-col gap-2 rounded-md border border-sky-600/40 bg-sky-500/10 p-3 text-sm">
      <p id={`${id}-why`}>{daySplitWhy(words, offer)}</p>
      <Button
        type="button"
        variant="outline"
        onClick={onSplit}
        disabled={disabled || !online}
        aria-describedby={`${id}-how`}
        aria-pressed={chosen || undefined}
        className="h-auto py-2 text-left !whitespace-normal"
      >
        <Split aria-hidden="true" />
        <DaySplitLabel split={offer.split} />
      </Button>
      <p id={`${id}-how`} className="text-muted-foreground">
        {online ? how : t("report.split.offline")}
      </p>
    </section>
  );
}

interface DaySplitQuestionProps {
  /** The offer the question is about; null closes it. */
  offer: Offer | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSplit: () => void;
  /** 'Skicka som Arbetad tid': the report as it is, the worker's own choice. */
  onSendAsIs: () => void;
}

/**
 * Asked at 'Skicka tidrapport' when the day passes the norm and the worker has not chosen
 * (docs/product-rules.md §4): overtime is never filed as 'Arbetad tid' unnoticed.
 */
export function DaySplitQuestion({ offer, open, onOpenChange, onSplit, onSendAsIs }: DaySplitQuestionProps) {
  const online = useOnline();
  const words = useSplitWords();
  const { t } = words;
  if (offer === null) return null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("report.split.questionTitle")}</DialogTitle>
          <DialogDescription>
            {daySplitWhy(words, offer)}{" "}
            {offer.split.ordinaryHours === 0
              ? t("report.split.questionAll", { overtime: words.overtime })
              : t("report.split.questionOver", { overtime: words.overtime })}
          </DialogDescription>
        </DialogHeader>
        {online ? null : <p className="text-sm text-muted-foreground">{t("report.split.offline")}</p>}
        {/* Stacked at every width, the offer first in sight and in the focus order: its words fill a
            row, and beside the other button they wrapped it onto a row of its own under it. */}
        <div className="flex flex-col gap-2">
          <Button onClick={onSplit} disabled={!online} className="h-auto py-2 !whitespace-normal">
            <Split aria-hidden="true" />
            <DaySplitLabel split={offer.split} />
          </Button>
          <Button variant="outline" onClick={onSendAsIs}>
            {t("report.split.sendAsIs", { ordinary: words.ordinary })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
