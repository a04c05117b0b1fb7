/**
 * A QR poster's page signed out (docs/product-rules.md §15): `GET /api/checkin/{siteId}` names the
 * site and nothing else, only for an active site, and ids that name none count against the
 * client address.
 */
import crypto from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../shared/schema";
import type { ApiErrorBody } from "../../shared/types";
import { signedInAs } from "../support/builders";
import { readySite } from "./helpers/ledger";
import { useTestApp } from "./helpers/test-app";

const LIMITS = { checkinSiteFailuresPerIp: { max: 5, windowMs: 15 * 60_000 } };
const app = useTestApp({ limits: LIMITS });
beforeEach(async () => {
  await app.database.db.delete(rateLimits);
});

const UNKNOWN = { code: "site.unknown", message: "Byggarbetsplatsen finns inte" };

describe("GET /api/checkin/{siteId}", () => {
  it("tells a signed-out phone the site's name and nothing more: no address, no Skatteverket id, no people", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const site = await readySite(admin.client, { name: "Brf Eken" });
    const res = await app.client().get(`/api/checkin/${site.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: "Brf Eken" });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("is 404 'Byggarbetsplatsen finns inte' for a site no longer active, an unknown id and one that is no id, never a 500", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const closed = await readySite(admin.client, { name: "Brf Stängd" });
    expect((await admin.client.patch(`/api/sites/${closed.id}`, { active: false })).status).toBe(200);
    for (const id of [closed.id, crypto.randomUUID(), "inte-ett-id", "%27%3B--"]) {
      const res = await app.client().get<ApiErrorBody>(`/api/checkin/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toMatchObject(UNKNOWN);
    }
  });

  it("answers in the browser's language", async () => {
    const res = await app.client().get<ApiErrorBody>(`/api/checkin/${crypto.randomUUID()}`, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("site.unknown");
    expect(res.body.message).not.toBe(UNKNOWN.message);
  });

  it("after too many ids that name no site from one address, even a good one gets 429 there; good ones never use up the tries", async () => {
    const { admin } = await signedInAs(app, { admin: "admin" });
    const site = await readySite(admin.client, { name: "Brf Eken" });
    // A poster scanned again and again costs nothing.
    for (let i = 0; i < LIMITS.checkinSiteFailuresPerIp.max + 3; i++) expect((await app.client().get(`/api/checkin/${site.id}`)).status).toBe(200);
    for (let i = 0; i < LIMITS.checkinSiteFailuresPerIp.max; i++) expect((await app.client().get(`/api/checkin/${crypto.randomUUID()}`)).status).toBe(404);
    const refused = await app.client().get<ApiErrorBody>(`/api/checkin/${site.id}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("För många försök. Försök igen om en stund.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("of unknown ids sent at once, exactly the limit are looked up (404), the rest are 429", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => app.client().get(`/api/checkin/${crypto.randomUUID()}`)));
    const max = LIMITS.checkinSiteFailuresPerIp.max;
    expect(answers.map((res) => res.status).sort()).toEqual([...Array<number>(max).fill(404), ...Array<number>(12 - max).fill(429)]);
  });
});
