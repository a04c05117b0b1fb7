import { Router, type Request, type RequestHandler } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { inspectionLinkBodySchema, ledgerExportBodySchema, ledgerListQuerySchema } from "../../shared/validation/ledger";
import { currentUser } from "../lib/auth-guards";
import { requireSiteUser } from "./policies";
import { startCsvDownload } from "../lib/csv";
import { sendJsonArray } from "../lib/json-text";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import type { InspectionService } from "./inspection-service";

/**
 * The inspector's link (docs/product-rules.md §15, "Kontroll"): made, listed and revoked by an
 * admin or the site's platsansvarig; read under /inspection/{token} by whoever holds it, with
 * or without a session (it is never looked at). Each reading writes one 'link-use' event.
 */
export function inspectionRouter(inspection: InspectionService): Router {
  const router = Router();
  const ip = (req: Request) => req.ip ?? "unknown";

  router.post("/sites/:id/inspection-links", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const actor = currentUser(req);
    const site = await inspection.site(actor, id);
    res.status(201).json(await inspection.create(actor, site, parseOrThrow(inspectionLinkBodySchema, req.body)));
  });

  router.get("/sites/:id/inspection-links", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(await inspection.list(currentUser(req), id));
  });

  router.delete("/inspection-links/:id", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    await inspection.revoke(currentUser(req), id);
    res.status(204).end();
  });

  // The token is the key: no cache keeps an answer, and no page sends it on as a referrer.
  const private_: RequestHandler = (_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
    next();
  };
  router.use("/inspection", private_);

  router.get("/inspection/:token", async (req, res) => {
    const open = await inspection.open(req.params.token, ip(req));
    res.json(await inspection.view(open));
  });

  router.get("/inspection/:token/verify", async (req, res) => {
    const open = await inspection.open(req.params.token, ip(req));
    res.json(await inspection.verify(open));
  });

  router.get("/inspection/:token/ledger", async (req, res) => {
    const open = await inspection.open(req.params.token, ip(req));
    sendJsonArray(res, await inspection.entries(open, parseOrThrow(ledgerListQuerySchema, req.query)));
  });

  router.get("/inspection/:token/ledger.csv", async (req, res) => {
    const open = await inspection.open(req.params.token, ip(req));
    const download = await inspection.csv(open, parseOrThrow(ledgerListQuerySchema, req.query));
    startCsvDownload(res, download.fileName);
    await download.write(res);
    res.end();
  });

  router.post("/inspection/:token/exports", async (req, res) => {
    const open = await inspection.open(req.params.token, ip(req));
    await inspection.recordPdf(open, parseOrThrow(ledgerExportBodySchema, req.body));
    res.status(204).end();
  });

  return router;
}
