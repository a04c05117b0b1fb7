import { ClipboardCheck } from "lucide-react";
import { Link } from "wouter";
import approvalsSv from "@shared/i18n/catalogs/approvals/sv";
import type { PublicUser } from "@shared/types";
import { useApprovals } from "@/api/approvals/get-approvals";
import { useProjects } from "@/api/projects/get-projects";
import { buttonVariants } from "@/components/ui/button";
import { useT } from "@/lib/i18n/runtime";
import { APPROVALS_PAGE_PATH } from "../routes/approvals-path";

/** 'Att godkänna (3)': how many reports and expenses wait for the caller's approval, linking to the queue. */
function CountLink({ className }: { className?: string }) {
  const t = useT(approvalsSv);
  const queue = useApprovals();
  if (!queue.data) return null;
  const count = queue.data.reports.length + queue.data.expenses.length;
  return (
    <Link href={APPROVALS_PAGE_PATH} className={buttonVariants({ variant: count > 0 ? "default" : "outline", className })}>
      <ClipboardCheck aria-hidden="true" />
      {t("approvals.link", { count })}
    </Link>
  );
}

/**
 * On the dashboard of an arbetsledare (docs/product-rules.md §18): a worker who leads a project
 * (its projects name it among their `leaders`) sees the link; one who leads none does not.
 */
export function WorkerApprovalsLink({ user }: { user: PublicUser }) {
  const projects = useProjects();
  const leads = projects.data?.some((p) => p.leaders.some((l) => l.id === user.id)) ?? false;
  return leads ? <CountLink className="self-start" /> : null;
}

/** On the admin's dashboard: an admin approves what has no arbetsledare, and may approve all. */
export function AdminApprovalsLink() {
  return <CountLink />;
}
