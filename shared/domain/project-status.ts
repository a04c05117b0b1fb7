/** A project's life, and the screen's word for each stage. */
export const PROJECT_STATUSES = ["planning", "active", "completed", "archived"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  planning: "Planering",
  active: "Aktiv",
  completed: "Slutförd",
  archived: "Arkiverad",
};
