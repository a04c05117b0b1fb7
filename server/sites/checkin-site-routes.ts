import { Router, type Request } from "express";
import type { CheckinSiteLookup } from "./checkin-site-service";

/** GET /api/checkin/{siteId}: public, `{name}` of an active site, else 404 'Byggarbetsplatsen finns inte'. */
export function checkinSiteRouter(lookup: CheckinSiteLookup): Router {
  const router = Router();
  const ip = (req: Request) => req.ip ?? "unknown";
  router.get("/checkin/:siteId", async (req, res) => {
    res.json(await lookup(req.params.siteId, ip(req)));
  });
  return router;
}
