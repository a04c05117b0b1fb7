import { Clock, FolderKanban, Send } from "lucide-react";
import type { ReactNode } from "react";
import { isoWeekOf, weekEnd, weekStart } from "@shared/dates";
import { REPORT_LIST_MAX_LIMIT } from "@shared/validation";
import { useProjects } from "@/api/projects/get-projects";
import { useTimeReports } from "@/api/time-reports/get-time-reports";
import { Card } from "@/components/ui/card";
import { formatHours } from "@/lib/format";

function StatCard({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-3 sm:p-5">
      <div className="flex items-center gap-2 text-muted-foreground">
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary sm:flex [&_svg]:size-4" aria-hidden="true">
          {icon}
        </span>
        <h2 className="text-xs font-semibold leading-tight sm:text-sm">{label}</h2>
      </div>
      <p className="text-2xl font-extrabold tabular-nums tracking-tight sm:text-3xl">{value}</p>
      <p className="text-xs leading-tight text-muted-foreground">{hint}</p>
    </Card>
  );
}

const dash = "–";

/** This week's hours (Monday to Sunday, Stockholm), reports waiting for review, and active projects. */
export function WorkerStats({ today }: { today: string }) {
  const start = weekStart(today);
  const end = weekEnd(today);
  const week = useTimeReports({ startDate: start, endDate: end, limit: REPORT_LIST_MAX_LIMIT });
  const submitted = useTimeReports({ status: "submitted", limit: REPORT_LIST_MAX_LIMIT });
  const projects = useProjects();
  const weekHours = week.data?.reduce((sum, r) => sum + Number(r.hours), 0);
  const activeProjects = projects.data?.filter((p) => p.status === "active").length;
  return (
    <section aria-label="Översikt" className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard
        icon={<Clock />}
        label="Timmar denna vecka"
        value={weekHours === undefined ? dash : formatHours(weekHours)}
        hint={`Vecka ${isoWeekOf(today).week}`}
      />
      <StatCard icon={<Send />} label="Inskickade rapporter" value={submitted.data ? String(submitted.data.length) : dash} hint="Väntar på granskning" />
      <StatCard icon={<FolderKanban />} label="Aktiva projekt" value={activeProjects === undefined ? dash : String(activeProjects)} hint="Att rapportera på" />
    </section>
  );
}
