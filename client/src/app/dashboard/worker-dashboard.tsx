import { ClipboardList } from "lucide-react";
import type { PublicUser } from "@shared/types";
import { firstName } from "@/lib/format";
import { DashboardShell, SectionPlaceholder } from "./dashboard-shell";

export function WorkerDashboard({ user }: { user: PublicUser }) {
  return (
    <DashboardShell user={user} title={`Välkommen, ${firstName(user.fullName)}!`}>
      <SectionPlaceholder
        icon={<ClipboardList />}
        title="Dina tidrapporter"
        text="Här samlas veckans timmar, dina rapporter och projekt."
      />
    </DashboardShell>
  );
}
