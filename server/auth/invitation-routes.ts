import { Router, type Request } from "express";
import { accountSettingsSchema, invitationBodySchema, invitationLookupSchema } from "../../shared/validation/accounts";
import { idParamsSchema } from "../../shared/validation/fields";
import { currentUser } from "../lib/auth-guards";
import { requestLocale } from "../lib/error-handler";
import { problem } from "../lib/errors";
import { requireAccountsAdmin } from "./policies";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import type { AccountSettingsService } from "./account-settings";
import type { InvitationService } from "./invitation-service";
import { presentAccountSettings, presentCreatedInvitation, presentInvitation, presentInvitationLookup, presentMessage } from "./presenter";

/** docs/product-rules.md §1: the registration setting and the admin's invitations; the lookup is public. */
export function invitationsRouter({ invitations, settings }: { invitations: InvitationService; settings: AccountSettingsService }): Router {
  const router = Router();
  const ip = (req: Request) => req.ip ?? "unknown";

  // Public: the register screen opened from a link asks for the e-mail and name to fill in.
  router.post("/invitations/lookup", async (req, res) => {
    const { token } = parseOrThrow(invitationLookupSchema, req.body);
    res.json(presentInvitationLookup(await invitations.lookup(token, ip(req))));
  });

  router.use(["/invitations", "/settings/accounts"], requireAccountsAdmin);

  router.get("/settings/accounts", async (_req, res) => {
    res.json(presentAccountSettings(await settings.get()));
  });

  router.put("/settings/accounts", async (req, res) => {
    const input = parseOrThrow(accountSettingsSchema, req.body);
    res.json(presentAccountSettings(await settings.save(input, currentUser(req))));
  });

  router.get("/invitations", async (_req, res) => {
    res.json((await invitations.list()).map(presentInvitation));
  });

  router.post("/invitations", async (req, res) => {
    const input = parseOrThrow(invitationBodySchema, req.body);
    const { row, url } = await invitations.create(input, currentUser(req));
    res.status(201).json(presentCreatedInvitation(row, url));
  });

  router.delete("/invitations/:id", async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    await invitations.withdraw(id, currentUser(req));
    res.json(presentMessage(problem("done.invitation-withdrawn"), requestLocale(req)));
  });

  return router;
}
