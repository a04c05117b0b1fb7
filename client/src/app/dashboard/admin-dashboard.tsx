import { LayoutDashboard } from "lucide-react";
import type { PublicUser } from "@shared/types";
import { DashboardShell, SectionPlaceholder } from "./dashboard-shell";

export function AdminDashboard({ user }: { user: PublicUser }) {
  return (
    <DashboardShell user={user} title="Adminpanel" subtitle="Granska tidrapporter, hantera projekt och användare.">
      <SectionPlaceholder
        icon={<LayoutDashboard />}
        title="Översikt"
        text="Här visas arbetarnas veckor, alla rapporter, stängda veckor, projekt och användare."
      />
    </DashboardShell>
  );
}
