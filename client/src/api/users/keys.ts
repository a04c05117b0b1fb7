export const USERS_PATH = "/api/users";

export const userPath = (id: string) => `${USERS_PATH}/${encodeURIComponent(id)}`;

export const userKeys = {
  all: [USERS_PATH] as const,
};
