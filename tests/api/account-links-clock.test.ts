/**
 * An invitation's days and a reset link's minutes (docs/product-rules.md §1) are counted by one
 * clock, the app's business clock, from the link's making to its use: with that clock years away
 * from the database's, a link works until its time has passed on the app's clock, and not after.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitations, users } from "../../shared/schema";
import type { CreatedInvitation, Invitation } from "../../shared/types";
import { registrationInput, uniqueEmail, uniqueSuffix } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

const START = new Date("2031-03-03T08:00:00Z");
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
let clock = START;
const app = useTestApp({ now: () => clock });

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

describe("an invitation on the business clock", () => {
  /** An admin and the invitation it made at START. */
  async function inviteAtStart() {
    clock = START;
    const { client: admin } = await app.signedIn("admin");
    const made = await admin.post<CreatedInvitation>("/api/invitations", {
      email: uniqueEmail("klocka"),
      fullName: `Klock Kollega ${uniqueSuffix()}`,
      role: "worker",
    });
    expect(made.status).toBe(201);
    return { admin, made };
  }

  it("expires seven days after it was made by the app's clock: open until then, refused after", async () => {
    const { admin, made } = await inviteAtStart();
    expect(Date.parse(made.body.expiresAt)).toBe(START.getTime() + 7 * DAY_MS);
    const token = tokenOf(made.body.url);

    clock = new Date(START.getTime() + 7 * DAY_MS - MINUTE_MS);
    expect((await app.client().post("/api/invitations/lookup", { token })).status).toBe(200);
    expect((await admin.get<Invitation[]>("/api/invitations")).body.map((i) => i.id)).toContain(made.body.id);

    clock = new Date(START.getTime() + 7 * DAY_MS + MINUTE_MS);
    expect((await app.client().post("/api/invitations/lookup", { token })).status).toBe(404);
    expect((await admin.get<Invitation[]>("/api/invitations")).body.map((i) => i.id)).not.toContain(made.body.id);
    expect((await app.client().post("/api/register", registrationInput({ invitationToken: token }))).status).toBe(400);
  });

  it("is marked used at the app's time", async () => {
    const { admin, made } = await inviteAtStart();
    clock = new Date(START.getTime() + DAY_MS);
    expect((await app.client().post("/api/register", registrationInput({ invitationToken: tokenOf(made.body.url), password: "Takstol-Regn-47" }))).status).toBe(
      201,
    );
    expect((await admin.get<Invitation[]>("/api/invitations")).body.map((i) => i.id)).not.toContain(made.body.id);
    const [row] = await app.database.db.select({ usedAt: invitations.usedAt }).from(invitations).where(eq(invitations.id, made.body.id));
    expect(row?.usedAt).toEqual(clock);
  });
});

describe("a reset link on the business clock", () => {
  async function requestReset(email: string): Promise<string> {
    const count = app.mails.length;
    expect((await app.client().post("/api/forgot-password", { email })).status).toBe(200);
    expect(app.mails.length).toBe(count + 1);
    return tokenOf(app.mails[app.mails.length - 1].link);
  }

  it("works for an hour of the app's clock from its making, and not after", async () => {
    clock = START;
    const late = await app.createUser();
    const lateToken = await requestReset(late.email);
    const [row] = await app.database.db.select({ expiry: users.resetTokenExpiry }).from(users).where(eq(users.id, late.id));
    expect(row?.expiry?.getTime()).toBe(START.getTime() + 60 * MINUTE_MS);
    clock = new Date(START.getTime() + 61 * MINUTE_MS);
    expect((await app.client().post("/api/reset-password", { token: lateToken, newPassword: "nyttlösen1" })).status).toBe(400);

    clock = START;
    const onTime = await app.createUser();
    const token = await requestReset(onTime.email);
    clock = new Date(START.getTime() + 59 * MINUTE_MS);
    expect((await app.client().post("/api/reset-password", { token, newPassword: "nyttlösen1" })).status).toBe(200);
  });
});
