import type { ReactNode } from "react";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";

interface SettingsCardProps {
  title: string;
  description?: string;
  /** A list of codes: its rows sit closer. */
  list?: boolean;
  children: ReactNode;
}

/** One part of 'Löneinställningar': its heading, what it is for, and its fields. */
export function SettingsCard({ title, description, list = false, children }: SettingsCardProps) {
  return (
    <Card className={cn("flex flex-col p-4 sm:p-6", list ? "gap-3" : "gap-4")}>
      <div>
        <CardTitle as="h3" size="md">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </div>
      {children}
    </Card>
  );
}

interface CodeMapRowProps {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  code: string;
  /** The control: what the file writes for the code. */
  children: ReactNode;
}

/** One code of a map to the payroll system: its name with our code, and beside it what the file writes for it. */
export function CodeMapRow({ id, label, code, children }: CodeMapRowProps) {
  return (
    <li className="grid gap-1.5 py-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span className="text-muted-foreground">({code})</span>
      </label>
      {children}
    </li>
  );
}
