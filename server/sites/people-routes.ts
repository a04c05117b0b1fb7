import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { siteCompanyBodySchema, sitePersonBodySchema, sitePersonPatchSchema, sitePersonParamsSchema } from "../../shared/validation/ledger";
import { currentUser } from "../lib/auth-guards";
import { requireSiteUser } from "./policies";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { presentSiteCompany, presentSitePerson } from "./people-presenter";
import type { PeopleService } from "./people-service";

/**
 * GET/POST /api/sites/{id}/companies, GET/POST /api/sites/{id}/people and PATCH
 * /api/sites/{id}/people/{personId} (docs/product-rules.md §15). Who may act is checked before
 * the body: a worker without the right learns nothing from a 400.
 */
export function peopleRouter(people: PeopleService): Router {
  const router = Router();

  router.get("/sites/:id/companies", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json((await people.listCompanies(id, currentUser(req))).map(presentSiteCompany));
  });

  router.post("/sites/:id/companies", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const actor = currentUser(req);
    await people.checkAccess(id, actor, true);
    const body = parseOrThrow(siteCompanyBodySchema, req.body);
    res.status(201).json(presentSiteCompany(await people.createCompany(id, body, actor)));
  });

  router.get("/sites/:id/people", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json((await people.listPeople(id, currentUser(req))).map(presentSitePerson));
  });

  router.post("/sites/:id/people", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const actor = currentUser(req);
    await people.checkAccess(id, actor, true);
    const body = parseOrThrow(sitePersonBodySchema, req.body);
    res.status(201).json(presentSitePerson(await people.createPerson(id, body, actor)));
  });

  router.patch("/sites/:id/people/:personId", requireSiteUser, async (req, res, next) => {
    const params = paramsOrNextRoute(sitePersonParamsSchema, req, next);
    if (!params) return;
    const actor = currentUser(req);
    await people.checkAccess(params.id, actor, true);
    const body = parseOrThrow(sitePersonPatchSchema, req.body);
    res.json(presentSitePerson(await people.updatePerson(params.id, params.personId, body, actor)));
  });

  return router;
}
