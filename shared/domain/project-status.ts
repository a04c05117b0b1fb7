/** A project's life; the screens name each stage from the `projects` catalog (`projects.status.<status>`). */
export const PROJECT_STATUSES = ["planning", "active", "completed", "archived"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
