import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { ledgerExportBodySchema, ledgerListQuerySchema, ledgerLogQuerySchema } from "../../shared/validation/ledger";
import { currentUser } from "../lib/auth-guards";
import { requireSiteAdmin, requireSiteUser } from "./policies";
import { startCsvDownload } from "../lib/csv";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import type { ControlService } from "./control-service";

/**
 * The control view ('Kontroll', docs/product-rules.md §15) around the list of ledger-routes.ts:
 * its header, the CSV, the record of a PDF made in the browser, and the event log. Guarded as
 * the list: an admin or the site's platsansvarig (the log: an admin only).
 */
export function controlRouter(control: ControlService): Router {
  const router = Router();

  router.get("/sites/:id/control", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(await control.header(currentUser(req), id));
  });

  // `/sites/:id/ledger` never takes this path: a route matches whole segments.
  router.get("/sites/:id/ledger.csv", requireSiteUser, async (req, res, next) => {
    const query = parseOrThrow(ledgerListQuerySchema, req.query);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const download = await control.csv(currentUser(req), id, query);
    startCsvDownload(res, download.fileName);
    await download.write(res);
    res.end();
  });

  router.post("/sites/:id/ledger/exports", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const actor = currentUser(req);
    // Who may act before the body, as for other companies' people: a worker learns nothing from a 400.
    const site = await control.site(actor, id);
    await control.recordPdf(actor, site, parseOrThrow(ledgerExportBodySchema, req.body));
    res.status(204).end();
  });

  router.get("/sites/:id/ledger/log", requireSiteUser, async (req, res, next) => {
    const query = parseOrThrow(ledgerLogQuerySchema, req.query);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(await control.log(currentUser(req), id, query));
  });

  router.get("/sites/:id/ledger/verify", requireSiteAdmin, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(await control.verify(currentUser(req), id));
  });

  return router;
}
