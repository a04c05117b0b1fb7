import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicUser } from "@shared/types";
import { todayIn } from "@shared/dates";
import { useFormat } from "@/lib/i18n/use-format";
import { DashboardHeader } from "./dashboard-header";

interface DashboardShellProps {
  user: PublicUser;
  title: string;
  subtitle?: string;
  /** Buttons beside the title (e.g. 'Ny rapport'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: header, a title with today's date (Stockholm), and the page's sections. */
export function DashboardShell({ user, title, subtitle, actions, children }: DashboardShellProps) {
  const today = todayIn();
  const format = useFormat();
  return (
    <div className="min-h-dvh bg-background">
      <DashboardHeader user={user} />
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-3 py-6 sm:px-6 sm:py-8">
        <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1.5 flex items-center gap-2 text-sm text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <time dateTime={today} className="first-letter:uppercase">
                {format.date(today, "long")}
              </time>
            </p>
            {subtitle ? <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </section>
        {children}
      </main>
    </div>
  );
}
