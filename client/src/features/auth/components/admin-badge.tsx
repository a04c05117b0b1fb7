import { ShieldCheck } from "lucide-react";

export function AdminBadge() {
  return (
    <span className="mb-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-primary">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      Administration
    </span>
  );
}
