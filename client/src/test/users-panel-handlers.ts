import { http, HttpResponse } from "msw";
import { buildUser } from "@tests/support/builders";

/** The users the Användare tab's tests list: the signed-in admin, a worker and a deactivated one. */
export const ADMIN_ID = "00000000-0000-4000-8000-0000000000aa";
export const admin = buildUser({ fullName: "Anna Lindqvist", role: "admin", email: "admin@demo.se", id: ADMIN_ID, username: "anna" });
export const erik = buildUser();
export const gone = buildUser({ fullName: "Olle Berg", email: "olle@demo.se", id: "00000000-0000-4000-8000-0000000000bb", username: "olle", active: false });

/** GET /api/users/{id}: the user form's full answer, with the personnummer in full. */
const fullUsers: Record<string, string> = { [erik.id]: "19850412-3459" };
const userFormHandler = () =>
  http.get("/api/users/:id", ({ params }) => {
    const found = [erik, admin, gone].find((u) => u.id === params.id) ?? erik;
    return HttpResponse.json({ ...found, id: String(params.id), identityNumber: fullUsers[String(params.id)] ?? null });
  });

/** What the panel's invitations section and user form ask for, besides the users. */
export const panelHandlers = () => [
  userFormHandler(),
  http.get("/api/invitations", () => HttpResponse.json([])),
  http.get("/api/settings/accounts", () => HttpResponse.json({ registration: "invite" })),
  http.get("/api/admin/status", () => HttpResponse.json({ hasAdmin: true, resetLinkInLog: false, mailConfigured: false, registration: "invite" })),
];
