export const INVITATIONS_PATH = "/api/invitations";

export const invitationPath = (id: string) => `${INVITATIONS_PATH}/${encodeURIComponent(id)}`;

export const invitationKeys = {
  all: [INVITATIONS_PATH] as const,
};
