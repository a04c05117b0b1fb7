import { CheckCircle2, Loader2 } from "lucide-react";
import { isoWeekOf, isoWeekday, todayIn } from "@shared/dates";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useCloseWeek } from "../api/close-week";
import { useClosureStatus } from "../api/get-closure-status";

const FRIDAY = 5;

/**
 * 'Jag är klar med veckan': on Friday, Saturday and Sunday (Stockholm), while this ISO week
 * is still open. The year sent is the ISO week-numbering year (2027-01-01 is in week 53 of 2026).
 */
export function CloseWeekCard({ today = todayIn() }: { today?: string }) {
  const { year, week } = isoWeekOf(today);
  const endOfWeek = isoWeekday(today) >= FRIDAY;
  const status = useClosureStatus({ year, weekNumber: week }, endOfWeek);
  const closeMutation = useCloseWeek();
  if (!endOfWeek || !status.data || status.data.isClosed) return null;

  const close = async () => {
    try {
      await closeMutation.mutateAsync({ year, weekNumber: week });
      toast({ title: "Veckan stängd", description: `Vecka ${week} är markerad som klar.` });
    } catch (error) {
      toast({ variant: "destructive", title: "Fel", description: errorMessage(error, "Kunde inte stänga veckan") });
    }
  };

  return (
    <Card className="border-primary/40 bg-primary/5">
      <CardHeader>
        <CardTitle size="md">Jag är klar med veckan</CardTitle>
        <CardDescription>
          Markera vecka {week} som klar när alla dagar är rapporterade. Du kan fortfarande lägga till rapporter efteråt.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={close} disabled={closeMutation.isPending} className="w-full sm:w-auto">
          {closeMutation.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          Stäng vecka {week}
        </Button>
      </CardContent>
    </Card>
  );
}
