import { and, eq } from "drizzle-orm";
import { sites } from "../../shared/schema";
import type { CheckinSite } from "../../shared/types";
import { uuidString } from "../../shared/validation/fields";
import type { Db } from "../db";
import { HttpError, problem } from "../lib/errors";
import type { Limits, RateLimiter } from "../lib/rate-limit";

interface CheckinSiteDeps {
  db: Db;
  limiter: RateLimiter;
  limits: Pick<Limits, "checkinSiteFailuresPerIp">;
}

const unknownSite = () => new HttpError(404, problem("site.unknown"));

/**
 * The site a QR poster names, for its page signed out (docs/product-rules.md §15): 'Logga in för
 * att checka in på {plats}'. The poster's address carries the site's id and the poster prints its
 * name, so the name of an active site is all a signed-out person learns from it; nothing else
 * (address, Skatteverket's id, who works there) before signing in. Ids that name no active site
 * count against the client address like unknown invitation tokens, so ids cannot be tried in
 * bulk; one that names a site gives its try back.
 */
export function createCheckinSiteLookup({ db, limiter, limits }: CheckinSiteDeps) {
  return async (siteId: string, ip: string): Promise<CheckinSite> => {
    // Counted before the look-up (server/lib/rate-limit.ts).
    const pass = await limiter.take([{ key: `checkin-site:ip:${ip}`, limit: limits.checkinSiteFailuresPerIp }]);
    const id = uuidString().safeParse(siteId);
    if (!id.success) throw unknownSite();
    const [row] = await db
      .select({ name: sites.name })
      .from(sites)
      .where(and(eq(sites.id, id.data), eq(sites.active, true)));
    if (!row) throw unknownSite();
    await pass.giveBack();
    return { name: row.name };
  };
}
export type CheckinSiteLookup = ReturnType<typeof createCheckinSiteLookup>;
