import { useMyClosures } from "@/api/closures/get-my-closures";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { MyClosedWeeksTitle } from "./my-closed-weeks-title";

/** The worker's card 'Stängda veckor': the weeks the signed-in worker has marked as done, newest first. */
export function MyClosedWeeks() {
  const { data, isPending, isError } = useMyClosures();
  const closures = [...(data ?? [])].sort((a, b) => b.year - a.year || b.weekNumber - a.weekNumber);
  return (
    <Card className="below-first-view [--below-size:12rem]">
      <CardHeader>
        <MyClosedWeeksTitle />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Laddar...
          </p>
        ) : isError ? (
          <p className="text-sm font-medium text-destructive" role="alert">
            Kunde inte hämta stängda veckor
          </p>
        ) : closures.length === 0 ? (
          <p className="text-sm text-muted-foreground">Inga stängda veckor ännu</p>
        ) : (
          <ul className="flex max-h-64 flex-col divide-y overflow-y-auto" aria-label="Stängda veckor">
            {closures.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="font-semibold">
                  Vecka {c.weekNumber}, {c.year}
                </span>
                <span className="text-right text-xs text-muted-foreground">Stängd {formatDateTime(c.closedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
