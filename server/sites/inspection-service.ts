/**
 * Skatteverket's inspector's read-only link (docs/product-rules.md §15, "Kontroll";
 * docs/decisions/2026-11-28-inspection-links.md): an admin or platsansvarig makes it for 1-24
 * hours and may revoke it; whoever holds it reads the site's control view without an account.
 * Only the SHA-256 of its random token is stored. Making, revoking and every reading through it
 * are written to the event log; a token that opens nothing writes nothing and counts against
 * the client's address.
 */
import crypto from "node:crypto";
import type { SiteRow, InspectionLinkRow } from "../../shared/schema";
import type { CreatedInspectionLink, InspectionLink, InspectionView, LedgerChainCheck } from "../../shared/types";
import { inspectionTokenParamsSchema, type InspectionLinkBody, type LedgerExportBody, type LedgerListQuery } from "../../shared/validation/ledger";
import type { Db } from "../db";
import type { SessionUser } from "../lib/auth-guards";
import { HttpError, notFound, problem } from "../lib/errors";
import type { JsonText } from "../lib/json-text";
import type { Limits, RateLimiter } from "../lib/rate-limit";
import { presentInspectionLink, presentInspectionView } from "./control-presenter";
import { resolveControlQuery } from "./control-query";
import { controlHeaderOf, ledgerCsvDownload, type LedgerCsvDownload } from "./control-service";
import type { LedgerClock } from "./ledger-clock";
import { managedSiteForLinks } from "./policies";
import { writeLedgerEvent } from "./ledger-events";
import { verifySiteChain } from "./chain-service";
import { listSiteEntriesJson } from "./ledger-list-repo";
import { presentOnSite } from "./ledger-state-repo";
import { findLink, findLinkByTokenHash, insertLink, linksInForce, revokeLink } from "./inspection-repo";
import { findSiteRow } from "./repo";
import { siteHistoryOf } from "./site-history";

export interface InspectionDeps {
  db: Db;
  clock: LedgerClock;
  limiter: RateLimiter;
  limits: Pick<Limits, "inspectionFailuresPerIp" | "inspectionReadsPerLink">;
  /** The app's address: the link is `{publicUrl}/kontroll/{token}`. */
  publicUrl: string;
  /** The connections a chain's check takes at once (`chainCheckLanes`); one when left out. */
  chainLanes?: number;
}

/** A link in force and its site: what an inspector's request reads through. */
export interface OpenLink {
  link: InspectionLinkRow;
  site: SiteRow;
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** The one answer to a token that opens nothing: unknown, malformed, expired or revoked alike. */
const linkGone = () => new HttpError(404, problem("ledger.link-gone"));

export function createInspectionService(deps: InspectionDeps) {
  const { db, clock, limiter, limits } = deps;
  const manageable = (actor: SessionUser, siteId: string) => managedSiteForLinks(db, siteId, actor);
  const failuresKey = (ip: string) => `inspection:ip:${ip}`;

  return {
    /** The guard of making and listing links, before the body is read. */
    site: manageable,

    async create(actor: SessionUser, site: SiteRow, body: InspectionLinkBody): Promise<CreatedInspectionLink> {
      // 32 random bytes: 43 characters of base64url, shown once in the answer and never stored.
      const token = crypto.randomBytes(32).toString("base64url");
      const createdAt = clock.now();
      const expiresAt = new Date(createdAt.getTime() + body.hours * 3_600_000);
      const link = await db.transaction(async (tx) => {
        const row = await insertLink(tx, { siteId: site.id, tokenHash: hashToken(token), createdBy: actor.id, createdAt, expiresAt });
        const details = { linkId: row.id, hours: body.hours, expiresAt: expiresAt.toISOString() };
        await writeLedgerEvent(tx, { siteId: site.id, actorId: actor.id, action: "link-create", details });
        return row;
      });
      return { id: link.id, url: `${deps.publicUrl}/kontroll/${token}`, expiresAt: link.expiresAt.toISOString() } satisfies CreatedInspectionLink;
    },

    async list(actor: SessionUser, siteId: string): Promise<InspectionLink[]> {
      const site = await manageable(actor, siteId);
      return (await linksInForce(db, site.id, clock.now())).map(presentInspectionLink);
    },

    /** DELETE /api/inspection-links/{id}: a link no longer in force is a 404, as an unknown one. */
    async revoke(actor: SessionUser, linkId: string): Promise<void> {
      const link = await findLink(db, linkId);
      if (!link) throw notFound();
      await manageable(actor, link.siteId);
      await db.transaction(async (tx) => {
        const revoked = await revokeLink(tx, link.id, actor.id, clock.now());
        if (!revoked) throw notFound();
        await writeLedgerEvent(tx, { siteId: link.siteId, actorId: actor.id, action: "link-revoke", details: { linkId: link.id } });
      });
    },

    /**
     * The link a token opens, or 404 'Länken har gått ut eller återkallats'. An address with too
     * many tokens that opened nothing gets 429 first, even for a good one; a link read too often
     * 429 too (server/lib/rate-limit.ts).
     */
    async open(token: unknown, ip: string): Promise<OpenLink> {
      // Every token counts as a failure before it is looked up, so tokens sent at once cannot slip
      // past the limit; one that opens a link gives its try back (server/lib/rate-limit.ts).
      const pass = await limiter.take([{ key: failuresKey(ip), limit: limits.inspectionFailuresPerIp }]);
      const parsed = inspectionTokenParamsSchema.safeParse({ token });
      const link = parsed.success ? await findLinkByTokenHash(db, hashToken(parsed.data.token)) : undefined;
      const site = link && link.revokedAt === null && link.expiresAt > clock.now() ? await findSiteRow(db, link.siteId) : undefined;
      if (!link || !site) throw linkGone();
      await pass.giveBack();
      await limiter.consume(`inspection:link:${link.id}`, limits.inspectionReadsPerLink);
      return { link, site };
    },

    /** GET /api/inspection/{token}: the header, who is present (in full), and the link's end. */
    async view({ link, site }: OpenLink): Promise<InspectionView> {
      return db.transaction(async (tx) => {
        const header = await controlHeaderOf(tx, site, clock.timeZone);
        const present = await presentOnSite(tx, site.id);
        await writeLedgerEvent(tx, { siteId: site.id, actorId: null, action: "link-use", details: { linkId: link.id, read: "header", rows: present.length } });
        return presentInspectionView(header, link.expiresAt, present);
      });
    },

    /**
     * GET /api/inspection/{token}/verify: the site's chain recomputed, as the admin's
     * (docs/product-rules.md §15, "Kedjan"). It holds no personal data: no event.
     */
    verify: ({ site }: OpenLink): Promise<LedgerChainCheck> => verifySiteChain(db, site.id, deps.chainLanes),

    /** GET /api/inspection/{token}/ledger: the same array as the control list. */
    async entries({ link, site }: OpenLink, query: LedgerListQuery): Promise<JsonText[]> {
      const { filter, details } = await resolveControlQuery(db, clock, site.id, query);
      const history = await siteHistoryOf(db, site, clock.timeZone);
      return db.transaction(async (tx) => {
        const rows = await listSiteEntriesJson(tx, filter, { history, timeZone: clock.timeZone });
        await writeLedgerEvent(tx, {
          siteId: site.id,
          actorId: null,
          action: "link-use",
          details: { linkId: link.id, read: "entries", ...details, rows: rows.length },
        });
        return rows;
      });
    },

    /** GET /api/inspection/{token}/ledger.csv: the control list's CSV. */
    async csv({ link, site }: OpenLink, query: LedgerListQuery): Promise<LedgerCsvDownload> {
      const resolved = await resolveControlQuery(db, clock, site.id, query);
      return ledgerCsvDownload(db, site, resolved, clock.timeZone, (rows) => ({
        siteId: site.id,
        actorId: null,
        action: "link-use",
        details: { linkId: link.id, read: "csv", ...resolved.details, rows },
      }));
    },

    /** POST /api/inspection/{token}/exports: the inspector's browser made a PDF. */
    async recordPdf({ link, site }: OpenLink, body: LedgerExportBody): Promise<void> {
      const { details } = await resolveControlQuery(db, clock, site.id, body);
      await writeLedgerEvent(db, {
        siteId: site.id,
        actorId: null,
        action: "link-use",
        details: { linkId: link.id, read: "pdf", ...details, rows: body.rows },
      });
    },
  };
}

export type InspectionService = ReturnType<typeof createInspectionService>;
