/**
 * Identity numbers on users (docs/product-rules.md §15): validated and written ÅÅÅÅMMDD-NNNN,
 * stored in full, masked in every answer but the admin's GET /api/users/{id}, never logged.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLogs, users } from "../../shared/schema";
import type { PublicUser } from "../../shared/types";
import { createLogger } from "../../server/lib/logger";
import { signedInAs, userInput } from "../support/builders";
import { useTestApp } from "./helpers/test-app";
import { withoutRandomIds } from "./helpers/personal-data";

const NOW = new Date("2026-11-18T11:00:00Z");
// Every line the server logs, at the most talkative level.
const logged: string[] = [];
const app = useTestApp({ now: () => NOW, logger: createLogger("debug") });

beforeEach(() => {
  logged.length = 0;
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
});
afterEach(() => {
  vi.restoreAllMocks();
});

const FULL = "19850412-3459";
const MASKED = "19850412-****";
type ErrorBody = { message: string; errors?: Record<string, string> };

describe("identity numbers on users", () => {
  it("an admin sets one on create: stored in full, answered masked; the user form alone gets it in full", async () => {
    const { client: admin } = await app.signedIn("admin");
    const input = userInput({ password: "Takstol-Regn-47" });
    const created = await admin.post<PublicUser>("/api/users", { ...input, identityNumber: "198504123459" });
    expect(created.status).toBe(201);
    expect(created.body.identityNumber).toBe(MASKED);

    const [row] = await app.database.db.select().from(users).where(eq(users.id, created.body.id));
    expect(row?.identityNumber).toBe(FULL);

    const list = await admin.get<PublicUser[]>("/api/users");
    expect(list.body.find((u) => u.id === created.body.id)?.identityNumber).toBe(MASKED);
    expect(withoutRandomIds(list.text)).not.toContain("3459");

    const form = await admin.get<PublicUser>(`/api/users/${created.body.id}`);
    expect(form.status).toBe(200);
    expect(form.body.identityNumber).toBe(FULL);

    // The person's own session: GET /api/user and the login's answer show it masked.
    const own = app.client();
    const login = await own.post<PublicUser>("/api/login", { email: input.email, password: "Takstol-Regn-47" });
    expect(login.status).toBe(200);
    expect(login.body.identityNumber).toBe(MASKED);
    const me = await own.get<PublicUser>("/api/user");
    expect(me.body.identityNumber).toBe(MASKED);

    // The audit trail keeps it masked too.
    const audits = await app.database.db.select().from(auditLogs).where(eq(auditLogs.entityId, created.body.id));
    expect(JSON.stringify(audits)).toContain(MASKED);
    expect(withoutRandomIds(JSON.stringify(audits))).not.toContain("3459");
  });

  it("PATCH sets, keeps (left out) and clears ('' or null) it; a samordningsnummer is accepted", async () => {
    const { admin, target } = await signedInAs(app, { admin: "admin", target: "worker" });
    const u = target.user;
    const body = { username: u.username, fullName: u.fullName, email: u.email, role: "worker" };
    const set = await admin.client.patch<PublicUser>(`/api/users/${u.id}`, { ...body, identityNumber: "19850472-3456" });
    expect(set.status).toBe(200);
    expect(set.body.identityNumber).toBe("19850472-****");
    expect((await admin.client.get<PublicUser>(`/api/users/${u.id}`)).body.identityNumber).toBe("19850472-3456");

    const kept = await admin.client.patch<PublicUser>(`/api/users/${u.id}`, { ...body, fullName: "Nytt Namn" });
    expect(kept.body.identityNumber).toBe("19850472-****");
    expect((await target.client.get<PublicUser>("/api/user")).body.identityNumber).toBe("19850472-****");

    const cleared = await admin.client.patch<PublicUser>(`/api/users/${u.id}`, { ...body, identityNumber: "" });
    expect(cleared.body.identityNumber).toBeNull();
    expect((await admin.client.get<PublicUser>(`/api/users/${u.id}`)).body.identityNumber).toBeNull();
  });

  it("refuses bad numbers with a Swedish 400 on the field, and changes nothing", async () => {
    const { admin, target } = await signedInAs(app, { admin: "admin", target: "worker" });
    const u = target.user;
    const body = { username: u.username, fullName: u.fullName, email: u.email, role: "worker" };
    expect((await admin.client.patch(`/api/users/${u.id}`, { ...body, identityNumber: "19960229-1230" })).status).toBe(200);
    const cases: [unknown, string][] = [
      ["19850412-3450", "Ogiltigt personnummer (kontrollsiffran stämmer inte)"],
      ["19850431-1234", "Ogiltigt personnummer (datumet finns inte)"],
      ["20010229-1234", "Ogiltigt personnummer (datumet finns inte)"],
      ["850412-3459", "Ange personnummer med århundrade: ÅÅÅÅMMDD-NNNN"],
      ["abc", "Ange personnummer som ÅÅÅÅMMDD-NNNN"],
      [12345, "Ange personnummer som ÅÅÅÅMMDD-NNNN"],
    ];
    for (const [identityNumber, message] of cases) {
      const res = await admin.client.patch<ErrorBody>(`/api/users/${u.id}`, { ...body, fullName: "Ändrat Namn", identityNumber });
      expect(res.status, String(identityNumber)).toBe(400);
      expect(res.body.errors?.identityNumber, String(identityNumber)).toBe(message);
    }
    const created = await admin.client.post<ErrorBody>("/api/users", { ...userInput(), identityNumber: "19850412-3450" });
    expect(created.status).toBe(400);
    expect(created.body.errors?.identityNumber).toBe("Ogiltigt personnummer (kontrollsiffran stämmer inte)");

    const form = await admin.client.get<PublicUser>(`/api/users/${u.id}`);
    expect(form.body).toMatchObject({ fullName: u.fullName, identityNumber: "19960229-1230" });
  });

  it("one number belongs to one user: a second is a 409 on the field", async () => {
    const { client: admin } = await app.signedIn("admin");
    const first = await admin.post<PublicUser>("/api/users", { ...userInput(), identityNumber: "19121212-1212" });
    expect(first.status).toBe(201);
    const second = await admin.post<ErrorBody>("/api/users", { ...userInput(), identityNumber: "191212121212" });
    expect(second.status).toBe(409);
    expect(second.body.errors?.identityNumber).toBe("Personnumret används redan av en annan användare");
  });

  it("GET /api/users/{id} is the admin's: 401 signed out, 403 to a worker, 404 for an unknown id", async () => {
    const { admin, worker } = await signedInAs(app, { admin: "admin", worker: "worker" });
    expect((await app.client().get(`/api/users/${worker.user.id}`)).status).toBe(401);
    expect((await worker.client.get(`/api/users/${worker.user.id}`)).status).toBe(403);
    expect((await admin.client.get("/api/users/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("never reaches the server log, whatever the request", async () => {
    const { admin, target } = await signedInAs(app, { admin: "admin", target: "worker" });
    const u = target.user;
    const body = { username: u.username, fullName: u.fullName, email: u.email, role: "worker" };
    expect((await admin.client.patch(`/api/users/${u.id}`, { ...body, identityNumber: "19811218-9876" })).status).toBe(200);
    await admin.client.patch(`/api/users/${u.id}`, { ...body, identityNumber: "19811218-9870" });
    await admin.client.post("/api/users", { ...userInput(), identityNumber: "19811218-9876" });
    await admin.client.get(`/api/users/${u.id}`);
    // A logger given the number by mistake writes it redacted.
    createLogger("debug").error("by mistake", { user: { identityNumber: "19811218-9876" } });
    expect(logged.join("\n")).toContain("[redacted]");
    expect(withoutRandomIds(logged.join("\n"))).not.toContain("9876");
  });
});
