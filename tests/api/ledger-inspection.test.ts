/**
 * The inspector's link (docs/product-rules.md §15, "Kontroll";
 * docs/decisions/2026-11-28-inspection-links.md): made for 1-24 hours by an admin or the site's
 * platsansvarig, stored only as a hash, read without an account until it expires or is revoked,
 * every reading written once to the event log, bad tokens rate limited, the token never logged.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLogs, inspectionLinks, ledgerEvents, rateLimits } from "../../shared/schema";
import type { CreatedInspectionLink, InspectionLink, InspectionView, LedgerEntry } from "../../shared/types";
import { errorHandler } from "../../server/lib/error-handler";
import { createLogger } from "../../server/lib/logger";
import { at, controlDay, eventCounts, eventsOf, parseCsv, plus, type ControlDay } from "./helpers/control";
import { LEDGER_NOW, OTHER_COMPANIES, OUR_COMPANY, readySite, testClock } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const clock = testClock();
const LIMITS = {
  inspectionFailuresPerIp: { max: 5, windowMs: 15 * 60_000 },
  inspectionReadsPerLink: { max: 12, windowMs: 15 * 60_000 },
};
// Every line the server logs, at the most talkative level.
const logged: string[] = [];
const app = useTestApp({ now: () => clock.now, limits: LIMITS, logger: createLogger("debug") });
beforeEach(async () => {
  clock.now = LEDGER_NOW;
  // All requests come from 127.0.0.1: each test starts with a clean count.
  await app.database.db.delete(rateLimits);
  logged.length = 0;
  for (const method of ["log", "error", "warn", "info", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
  }
});
afterEach(() => {
  vi.restoreAllMocks();
});

type ErrorBody = { message: string; errors?: Record<string, string> };
const GONE = "Länken har gått ut eller återkallats";

const tokenOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

async function linkFor(day: ControlDay, hours = 2) {
  const res = await day.boss.client.post<CreatedInspectionLink>(`/api/sites/${day.site.id}/inspection-links`, { hours });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return { ...res.body, token: tokenOf(res.body.url) };
}

describe("POST /api/sites/{id}/inspection-links", () => {
  it("makes a link of 32 random bytes, stores only its SHA-256 and writes one 'link-create'", async () => {
    const day = await controlDay(app, clock);
    const before = await eventCounts(app, day.site.id);
    const res = await day.boss.client.post<CreatedInspectionLink>(`/api/sites/${day.site.id}/inspection-links`, { hours: 3 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), url: expect.any(String), expiresAt: "2026-11-18T14:00:00.000Z" });
    const token = tokenOf(res.body.url);
    expect(res.body.url).toBe(`${app.config.publicUrl}/kontroll/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const [row] = await app.database.db.select().from(inspectionLinks).where(eq(inspectionLinks.id, res.body.id));
    expect(row).toMatchObject({ siteId: day.site.id, tokenHash: sha256(token), createdBy: day.boss.user.id, revokedAt: null });
    // The token is nowhere in the database.
    for (const table of ["inspection_links", "ledger_events", "audit_logs", "rate_limits"]) {
      const dump = await app.database.db.execute(sql`SELECT * FROM ${sql.raw(table)}`);
      expect(JSON.stringify(dump.rows), table).not.toContain(token);
    }
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { "link-create": 1 }));
    const [event] = await eventsOf(app, day.site.id, "link-create");
    expect(event).toMatchObject({ actorId: day.boss.user.id, details: { linkId: res.body.id, hours: 3, expiresAt: "2026-11-18T14:00:00.000Z" } });
    // Another link has another token.
    expect(tokenOf((await linkFor(day)).url)).not.toBe(token);
  });

  it("takes whole hours from 1 to 24, refusing anything else in Swedish", async () => {
    const day = await controlDay(app, clock);
    for (const hours of [1, 24]) expect((await day.admin.client.post(`/api/sites/${day.site.id}/inspection-links`, { hours })).status).toBe(201);
    for (const body of [{ hours: 0 }, { hours: 25 }, { hours: 1.5 }, { hours: "2" }, {}, { hours: null }]) {
      const res = await day.admin.client.post<ErrorBody>(`/api/sites/${day.site.id}/inspection-links`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.hours, JSON.stringify(body)).toBe("Välj 1–24 timmar");
    }
  });

  it("is for an admin and the site's platsansvarig; another worker 403 before the body (404 on a site it cannot read)", async () => {
    const day = await controlDay(app, clock);
    const path = `/api/sites/${day.site.id}/inspection-links`;
    const refused = await day.outsider.client.post<ErrorBody>(path, { hours: 99 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Du får inte hantera kontrollänkar på den här byggarbetsplatsen");
    expect((await day.worker.client.post(path, { hours: 2 })).status).toBe(403);
    expect((await day.customer.client.post(path, { hours: 2 })).status).toBe(403);
    expect((await app.client().post(path, { hours: 2 })).status).toBe(401);
    const hidden = await readySite(day.admin.client);
    expect((await day.outsider.client.post(`/api/sites/${hidden.id}/inspection-links`, { hours: 2 })).status).toBe(404);
    expect((await day.boss.client.post(`/api/sites/${hidden.id}/inspection-links`, { hours: 2 })).status).toBe(404);
    expect((await day.admin.client.post(`/api/sites/${crypto.randomUUID()}/inspection-links`, { hours: 2 })).status).toBe(404);
    expect(await eventsOf(app, day.site.id, "link-create")).toEqual([]);
  });
});

describe("GET /api/sites/{id}/inspection-links and DELETE /api/inspection-links/{id}", () => {
  it("lists the links in force, newest first; a revoked or expired one is gone", async () => {
    const day = await controlDay(app, clock);
    const long = await linkFor(day, 5);
    clock.advance(1);
    const short = await linkFor(day, 1);
    clock.advance(1);
    const revoked = await linkFor(day, 5);
    expect((await day.admin.client.delete(`/api/inspection-links/${revoked.id}`)).status).toBe(204);

    const list = await day.admin.client.get<InspectionLink[]>(`/api/sites/${day.site.id}/inspection-links`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: short.id, siteId: day.site.id, createdAt: at(1), expiresAt: at(61), createdBy: { id: day.boss.user.id, fullName: "Per Platschef" } },
      { id: long.id, siteId: day.site.id, createdAt: at(0), expiresAt: at(300), createdBy: { id: day.boss.user.id, fullName: "Per Platschef" } },
    ]);
    expect(list.text).not.toContain(long.token);
    clock.now = new Date(at(61));
    expect((await day.boss.client.get<InspectionLink[]>(`/api/sites/${day.site.id}/inspection-links`)).body.map((l) => l.id)).toEqual([long.id]);
    expect((await day.outsider.client.get(`/api/sites/${day.site.id}/inspection-links`)).status).toBe(403);
    expect((await app.client().get(`/api/sites/${day.site.id}/inspection-links`)).status).toBe(401);
  });

  it("revokes once: 204 and one 'link-revoke'; again, expired, unknown or malformed is 404", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const expiring = await linkFor(day, 1);
    const before = await eventCounts(app, day.site.id);
    expect((await day.boss.client.delete(`/api/inspection-links/${link.id}`)).status).toBe(204);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { "link-revoke": 1 }));
    const [event] = await eventsOf(app, day.site.id, "link-revoke");
    expect(event).toMatchObject({ actorId: day.boss.user.id, details: { linkId: link.id } });
    const [row] = await app.database.db.select().from(inspectionLinks).where(eq(inspectionLinks.id, link.id));
    expect(row).toMatchObject({ revokedAt: LEDGER_NOW, revokedBy: day.boss.user.id });

    expect((await day.boss.client.delete(`/api/inspection-links/${link.id}`)).status).toBe(404);
    clock.now = new Date(at(60));
    expect((await day.admin.client.delete(`/api/inspection-links/${expiring.id}`)).status).toBe(404);
    expect((await day.admin.client.delete(`/api/inspection-links/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await day.admin.client.delete("/api/inspection-links/inte-ett-id")).status).toBe(404);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { "link-revoke": 1 }));
  });

  it("is for an admin or the platsansvarig of the link's site", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const other = await readySite(day.admin.client, { responsibleIds: [day.outsider.user.id] });
    expect((await day.outsider.client.delete(`/api/inspection-links/${link.id}`)).status).toBe(403);
    expect((await day.worker.client.delete(`/api/inspection-links/${link.id}`)).status).toBe(403);
    expect((await day.customer.client.delete(`/api/inspection-links/${link.id}`)).status).toBe(403);
    expect((await app.client().delete(`/api/inspection-links/${link.id}`)).status).toBe(401);
    const theirs = await day.outsider.client.post<CreatedInspectionLink>(`/api/sites/${other.id}/inspection-links`, { hours: 1 });
    expect(theirs.status).toBe(201);
    // The boss may not read the other site at all: 404.
    expect((await day.boss.client.delete(`/api/inspection-links/${theirs.body.id}`)).status).toBe(404);
    expect((await day.admin.client.delete(`/api/inspection-links/${theirs.body.id}`)).status).toBe(204);
    expect((await day.admin.client.delete(`/api/inspection-links/${link.id}`)).status).toBe(204);
  });
});

describe("reading through the link, without an account", () => {
  it("shows the control view's header, who is present in full and when the link ends: one 'link-use' each time", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day, 4);
    const before = await eventCounts(app, day.site.id);
    const res = await app.client().get<InspectionView>(`/api/inspection/${link.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.body).toEqual({
      site: expect.objectContaining({ id: day.site.id, name: day.site.name, skvId: "SKV-12345", ledgerScope: "site" }),
      history: [{ from: null, to: null, site: expect.objectContaining({ name: day.site.name, skvId: "SKV-12345" }) }],
      ourCompany: { ...OUR_COMPANY, unreadable: [] },
      companies: [{ id: day.companyId, ...OTHER_COMPANIES.ror }],
      expiresAt: at(240),
      present: [
        {
          person: {
            userId: null,
            personId: day.piotr.personId,
            fullName: "Piotr Nowak",
            identityNumber: day.piotr.identityNumber,
            company: OTHER_COMPANIES.ror,
          },
          since: at(-4 * 60 - 30),
          entryId: day.ids.piotrIn,
        },
      ],
    });
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { "link-use": 1 }));
    const [event] = await eventsOf(app, day.site.id, "link-use");
    expect(event).toMatchObject({ actorId: null, entryId: null, details: { linkId: link.id, read: "header", rows: 1 } });
  });

  it("reads the same array as the control list, for any period and filter, in full", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    for (const query of ["", "?from=2026-11-17&to=2026-11-18", `?companyId=${day.companyId}`, "?companyId=own&q=%C3%85sa"]) {
      const ours = await day.admin.client.get<LedgerEntry[]>(`/api/sites/${day.site.id}/ledger${query}`);
      const theirs = await app.client().get<LedgerEntry[]>(`/api/inspection/${link.token}/ledger${query}`);
      expect(theirs.status, query).toBe(200);
      expect(theirs.text, query).toBe(ours.text);
    }
    expect((await app.client().get<LedgerEntry[]>(`/api/inspection/${link.token}/ledger`)).body.map((e) => e.person.identityNumber)).toContain(
      day.identityNumber,
    );
    const uses = await eventsOf(app, day.site.id, "link-use");
    expect(uses).toHaveLength(5);
    expect(uses[1]).toMatchObject({
      actorId: null,
      details: { linkId: link.id, read: "entries", from: "2026-11-17", to: "2026-11-18", companyId: null, search: false, rows: 8 },
    });
    expect(uses[3].details).toMatchObject({ read: "entries", companyId: "own", search: true });
    expect(JSON.stringify(uses)).not.toContain("Åsa");
  });

  it("downloads the same CSV and records a PDF, one 'link-use' each", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const before = await eventCounts(app, day.site.id);
    const ours = await day.admin.client.download(`/api/sites/${day.site.id}/ledger.csv?from=2026-11-17`);
    const theirs = await app.client().download(`/api/inspection/${link.token}/ledger.csv?from=2026-11-17`);
    expect(theirs.res.status).toBe(200);
    expect(theirs.res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(theirs.text).toBe(ours.text);
    expect(parseCsv(theirs.text)).toHaveLength(9);
    const pdf = await app.client().post(`/api/inspection/${link.token}/exports`, { format: "pdf", from: "2026-11-17", rows: 8 });
    expect(pdf.status).toBe(204);
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { export: 1, "link-use": 2 }));
    const uses = await eventsOf(app, day.site.id, "link-use");
    expect(uses.map((u) => u.details)).toEqual([
      { linkId: link.id, read: "csv", from: "2026-11-17", to: "2026-11-18", companyId: null, search: false, rows: 8 },
      { linkId: link.id, read: "pdf", from: "2026-11-17", to: "2026-11-18", companyId: null, search: false, rows: 8 },
    ]);
    expect(uses.every((u) => u.actorId === null)).toBe(true);
  });

  it("a session does not matter: a signed-in worker who may not see the site reads the same", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const signedOut = await app.client().get(`/api/inspection/${link.token}/ledger`);
    const signedIn = await day.outsider.client.get(`/api/inspection/${link.token}/ledger`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toBe(signedOut.text);
    const [, second] = await eventsOf(app, day.site.id, "link-use");
    expect(second.actorId).toBeNull();
  });

  it("stops at the link's end and when revoked: 404 in Swedish, nothing logged", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day, 1);
    clock.now = new Date(Date.parse(at(60)) - 1);
    expect((await app.client().get(`/api/inspection/${link.token}`)).status).toBe(200);
    const before = await eventCounts(app, day.site.id);
    clock.now = new Date(at(60));
    for (const path of ["", "/ledger", "/ledger.csv"]) {
      const res = await app.client().get<ErrorBody>(`/api/inspection/${link.token}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ code: expect.any(String), message: GONE });
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
    expect((await app.client().post(`/api/inspection/${link.token}/exports`, { format: "pdf", rows: 1 })).status).toBe(404);

    clock.now = LEDGER_NOW;
    const revoked = await linkFor(day);
    expect((await app.client().get(`/api/inspection/${revoked.token}`)).status).toBe(200);
    expect((await day.admin.client.delete(`/api/inspection-links/${revoked.id}`)).status).toBe(204);
    expect((await app.client().get<ErrorBody>(`/api/inspection/${revoked.token}/ledger`)).body).toEqual({ code: expect.any(String), message: GONE });
    expect(await eventCounts(app, day.site.id)).toEqual(plus(before, { "link-create": 1, "link-use": 1, "link-revoke": 1 }));
  });

  it("an unknown or malformed token is the same 404, and writes nothing anywhere", async () => {
    const day = await controlDay(app, clock);
    await linkFor(day);
    const total = async () => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEvents))[0].n;
    const before = await total();
    const unknown = crypto.randomBytes(32).toString("base64url");
    for (const token of [unknown, "kort", `${unknown}A`, `${unknown.slice(0, 42)}.`]) {
      const res = await app.client().get<ErrorBody>(`/api/inspection/${encodeURIComponent(token)}/ledger`);
      expect(res.status, token).toBe(404);
      expect(res.body, token).toEqual({ code: expect.any(String), message: GONE });
    }
    expect(await total()).toBe(before);
  });

  it("refuses bad filters and bodies with a Swedish 400, never a 500", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const cases: [string, string, string][] = [
      ["/ledger?from=2026-02-30", "from", "Ogiltigt datum"],
      ["/ledger?from=2026-11-18&to=2026-11-17", "to", "Till-datum kan inte vara före från-datum"],
      ["/ledger?companyId=annat", "companyId", "Företaget finns inte på byggarbetsplatsen"],
      ["/ledger.csv?to=2027-12-31", "to", "Välj en period på högst 366 dagar"],
    ];
    for (const [path, field, message] of cases) {
      const res = await app.client().get<ErrorBody>(`/api/inspection/${link.token}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.body.errors?.[field], path).toBe(message);
    }
    const pdf = await app.client().post<ErrorBody>(`/api/inspection/${link.token}/exports`, { format: "csv", rows: 1 });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors?.format).toBe("Välj format");
    expect(await eventsOf(app, day.site.id, "link-use")).toEqual([]);
  });
});

describe("rate limits", () => {
  it("after too many tokens that open nothing from one address, even a good one gets 429 there", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    for (let i = 0; i < LIMITS.inspectionFailuresPerIp.max; i++) {
      expect((await app.client().get(`/api/inspection/${crypto.randomBytes(32).toString("base64url")}`)).status).toBe(404);
    }
    const refused = await app.client().get<ErrorBody>(`/api/inspection/${link.token}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("För många försök. Försök igen om en stund.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await eventsOf(app, day.site.id, "link-use")).toEqual([]);
  });

  it("of tokens sent at once that open nothing, exactly the limit are looked up (404), the rest are 429", async () => {
    const guesses = () => app.client().get(`/api/inspection/${crypto.randomBytes(32).toString("base64url")}`);
    const statuses = (await Promise.all(Array.from({ length: 20 }, guesses))).map((res) => res.status).sort();
    const max = LIMITS.inspectionFailuresPerIp.max;
    expect(statuses).toEqual([...Array<number>(max).fill(404), ...Array<number>(20 - max).fill(429)]);
    // Later rounds find nothing more to try.
    for (let round = 0; round < 2; round++) {
      expect((await Promise.all(Array.from({ length: 20 }, guesses))).every((res) => res.status === 429)).toBe(true);
    }
  });

  it("good tokens, even as many at once as the limit, never use up the address's tries", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const max = LIMITS.inspectionFailuresPerIp.max;
    const good = await Promise.all(Array.from({ length: max }, () => app.client().get(`/api/inspection/${link.token}`)));
    expect(good.map((res) => res.status)).toEqual(Array<number>(max).fill(200));
    for (let i = 0; i < LIMITS.inspectionFailuresPerIp.max - 1; i++) {
      expect((await app.client().get(`/api/inspection/${crypto.randomBytes(32).toString("base64url")}`)).status).toBe(404);
    }
    expect((await app.client().get(`/api/inspection/${link.token}`)).status).toBe(200);
  });

  it("a link read too often gets 429; good reads never count as failures, and another link is not held back", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    for (let i = 0; i < LIMITS.inspectionReadsPerLink.max; i++) expect((await app.client().get(`/api/inspection/${link.token}`)).status).toBe(200);
    expect((await app.client().get(`/api/inspection/${link.token}/ledger`)).status).toBe(429);
    expect(await eventsOf(app, day.site.id, "link-use")).toHaveLength(LIMITS.inspectionReadsPerLink.max);
    // Another link of the same address is not held back.
    expect((await app.client().get(`/api/inspection/${(await linkFor(day)).token}`)).status).toBe(200);
  });
});

describe("the token is never logged", () => {
  it("no log line of a link's whole life holds its token", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    await app.client().get(`/api/inspection/${link.token}`);
    await app.client().get(`/api/inspection/${link.token}/ledger?from=2026-02-30`);
    await app.client().download(`/api/inspection/${link.token}/ledger.csv`);
    await day.boss.client.delete(`/api/inspection-links/${link.id}`);
    await app.client().get(`/api/inspection/${link.token}`);
    // A logger handed the paths by mistake writes them redacted.
    createLogger("debug").warn(`GET /kontroll/${link.token} and /api/inspection/${link.token}/ledger`, { url: `/kontroll/${link.token}?x=1` });
    const all = logged.join("\n");
    expect(all).toContain("/kontroll/[redacted]");
    expect(all).toContain("/inspection/[redacted]/ledger");
    expect(all).not.toContain(link.token);
  });

  it("the error handler's line names the path without it", async () => {
    const token = crypto.randomBytes(32).toString("base64url");
    const lines: string[] = [];
    const collect = (level: string) => (msg: string, extra?: Record<string, unknown>) => lines.push(`${level} ${msg} ${JSON.stringify(extra)}`);
    const failing = express();
    failing.get("/api/inspection/:token/ledger", () => {
      throw new Error("oväntat fel");
    });
    failing.use(errorHandler({ debug: collect("debug"), info: collect("info"), warn: collect("warn"), error: collect("error") }));
    const server = http.createServer(failing);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/inspection/${token}/ledger`);
      expect(res.status).toBe(500);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(lines.join("\n")).toContain('"path":"/api/inspection/[redacted]/ledger"');
    expect(lines.join("\n")).not.toContain(token);
  });
});

describe("the database keeps a link as made", () => {
  async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
    try {
      await app.database.db.execute(statement);
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause;
      return cause?.message ?? (error as Error).message;
    }
    return "not refused";
  }

  it("refuses to change its end, hash or maker, to delete it, and to revoke it twice", async () => {
    const day = await controlDay(app, clock);
    const link = await linkFor(day);
    const [before] = await app.database.db.select().from(inspectionLinks).where(eq(inspectionLinks.id, link.id));
    for (const statement of [
      sql`UPDATE inspection_links SET expires_at = expires_at + interval '1 day' WHERE id = ${link.id}`,
      sql`UPDATE inspection_links SET token_hash = ${sha256("annat")} WHERE id = ${link.id}`,
      sql`UPDATE inspection_links SET created_by = ${day.admin.user.id} WHERE id = ${link.id}`,
      sql`UPDATE inspection_links SET revoked_at = now() WHERE id = ${link.id}`,
      sql`DELETE FROM inspection_links WHERE id = ${link.id}`,
    ]) {
      expect(await refusal(statement)).toContain("kontrollänken ändras inte");
    }
    const [after] = await app.database.db.select().from(inspectionLinks).where(eq(inspectionLinks.id, link.id));
    expect(after).toEqual(before);

    await app.database.db.execute(sql`UPDATE inspection_links SET revoked_at = now(), revoked_by = ${day.admin.user.id} WHERE id = ${link.id}`);
    expect(await refusal(sql`UPDATE inspection_links SET revoked_at = NULL, revoked_by = NULL WHERE id = ${link.id}`)).toContain("kontrollänken ändras inte");
    expect(await refusal(sql`UPDATE inspection_links SET revoked_at = now(), revoked_by = ${day.boss.user.id} WHERE id = ${link.id}`)).toContain(
      "kontrollänken ändras inte",
    );
    // The audit trail is not where links live.
    expect(JSON.stringify(await app.database.db.select().from(auditLogs))).not.toContain(link.id);
  });
});
