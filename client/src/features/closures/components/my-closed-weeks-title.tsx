import { CalendarCheck } from "lucide-react";
import { CardTitle } from "@/components/ui/card";

/**
 * 'Stängda veckor''s heading. Its own small module: the dashboard shows it in the card's place
 * before the card's code is loaded (components/after-first-paint.tsx, WhenNearView).
 */
export function MyClosedWeeksTitle() {
  return (
    <CardTitle size="md" className="flex items-center gap-2">
      <CalendarCheck className="size-5 text-primary" aria-hidden="true" />
      Stängda veckor
    </CardTitle>
  );
}
