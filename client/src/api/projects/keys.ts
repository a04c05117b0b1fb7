export const PROJECTS_PATH = "/api/projects";

export const projectPath = (id: string) => `${PROJECTS_PATH}/${encodeURIComponent(id)}`;

export const projectWorkersPath = (id: string) => `${projectPath(id)}/workers`;

export const projectKeys = {
  all: [PROJECTS_PATH] as const,
  workers: (id: string) => [PROJECTS_PATH, id, "workers"] as const,
};
