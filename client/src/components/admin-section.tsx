import type { ReactNode } from "react";

interface AdminSectionProps {
  /** Names the heading's id, `${id}-heading`, which labels the section. */
  id: string;
  title: string;
  description: string;
  /** The tab's buttons, side by side beside the heading (under it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin tab's section: its heading and one line on what it holds, its buttons, its content. */
export function AdminSection({ id, title, description, actions, children }: AdminSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className="flex flex-col gap-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
