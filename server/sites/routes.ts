import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { siteBodySchema, sitePatchSchema } from "../../shared/validation/sites";
import { currentUser } from "../lib/auth-guards";
import { requestLocale } from "../lib/error-handler";
import { requireSiteAdmin, requireSiteUser } from "./policies";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { presentSite } from "./presenter";
import type { SiteService } from "./service";

/** GET/POST /api/sites, GET/PATCH /api/sites/{id} (docs/product-rules.md §15). */
export function sitesRouter(sites: SiteService): Router {
  const router = Router();

  router.get("/sites", requireSiteUser, async (req, res) => {
    res.json((await sites.list(currentUser(req))).map((site) => presentSite(site, requestLocale(req))));
  });

  router.post("/sites", requireSiteAdmin, async (req, res) => {
    const body = parseOrThrow(siteBodySchema, req.body);
    res.status(201).json(presentSite(await sites.create(body, currentUser(req)), requestLocale(req)));
  });

  router.get("/sites/:id", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentSite(await sites.get(id, currentUser(req)), requestLocale(req)));
  });

  router.patch("/sites/:id", requireSiteAdmin, async (req, res, next) => {
    const body = parseOrThrow(sitePatchSchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentSite(await sites.update(id, body, currentUser(req)), requestLocale(req)));
  });

  return router;
}
