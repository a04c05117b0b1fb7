import { Split } from "lucide-react";
import { useId } from "react";
import { DAY_SPLIT_CODES, formatHours, TIME_CODE_LABELS, type DaySplit } from "@shared/domain";
import { Button } from "@/components/ui/button";
import type { DaySplitOffer as Offer } from "../hooks/use-day-split";
import { useOnline } from "../hooks/use-online";

const h = (hours: number) => formatHours(hours, "input");
const ORDINARY = TIME_CODE_LABELS[DAY_SPLIT_CODES.ordinary];
const OVERTIME = TIME_CODE_LABELS[DAY_SPLIT_CODES.overtime];

/** The button's words: 'Dela upp: 8 h Arbetad tid + 4,5 h Övertid enkel', or all as overtime. */
export function daySplitLabel(split: DaySplit): string {
  if (split.ordinaryHours === 0) return `Skicka som ${OVERTIME}: ${h(split.overtimeHours)} h`;
  return `Dela upp: ${h(split.ordinaryHours)} h ${ORDINARY} + ${h(split.overtimeHours)} h ${OVERTIME}`;
}

interface DaySplitOfferProps {
  offer: Offer | null;
  /** Sends the form as the split: the form's own checks, the confirmation among them, run first. */
  onSplit: () => void;
  disabled: boolean;
}

/**
 * 'Dela upp' (docs/product-rules.md §4), right after the hours: a day whose 'Arbetad tid' passes the
 * daily norm is offered as two reports in one tap, the norm's share as 'Arbetad tid' and the rest
 * as 'Övertid enkel'. It sends, like 'Skicka tidrapport', so the confirmation still applies. Online
 * only: the server files both reports in one transaction, and the offline queue carries single
 * reports.
 */
export function DaySplitOffer({ offer, onSplit, disabled }: DaySplitOfferProps) {
  const id = useId();
  const online = useOnline();
  if (offer === null) return null;
  const { split, normHours, dayHours } = offer;
  const why =
    split.ordinaryHours === 0
      ? `Dagens ${ORDINARY} har redan nått normen på ${h(normHours)} h: hela rapporten är övertid.`
      : `Dagens ${ORDINARY} blir ${h(dayHours)} h, mer än normen på ${h(normHours)} h.`;
  const how =
    split.ordinaryHours === 0
      ? `Rapporten skickas som ${OVERTIME}.`
      : "Två rapporter skickas med samma projekt, datum och beskrivning; bilder och kvitton följer den första.";
  return (
    <section aria-labelledby={`${id}-why`} className="flex flex-col gap-2 rounded-md border border-sky-600/40 bg-sky-500/10 p-3 text-sm">
      <p id={`${id}-why`}>{why}</p>
      <Button
        type="button"
        variant="outline"
        onClick={onSplit}
        disabled={disabled || !online}
        aria-describedby={`${id}-how`}
        className="h-auto py-2 text-left !whitespace-normal"
      >
        <Split aria-hidden="true" />
        {daySplitLabel(split)}
      </Button>
      <p id={`${id}-how`} className="text-muted-foreground">
        {online ? how : "Dela upp kräver uppkoppling. Skicka rapporten som den är, eller dela upp när du har uppkoppling."}
      </p>
    </section>
  );
}
