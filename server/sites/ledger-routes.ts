import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { correctionBodySchema, ledgerDayQuerySchema, ledgerEntryBodySchema, ledgerListQuerySchema } from "../../shared/validation/ledger";
import { currentUser } from "../lib/auth-guards";
import { requireSiteUser } from "./policies";
import { sendJsonArray } from "../lib/json-text";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { presentLedgerDay, presentLedgerEntry, presentLedgerMe, presentPresentPerson, presentRosterPerson } from "./ledger-presenter";
import type { LedgerService } from "./ledger-service";

/**
 * The personalliggare's entries (docs/product-rules.md §15): check in and out, corrections, the
 * worker's own state, the control list, who is present, and the roster. Identity numbers are
 * masked in every answer but the control list and 'present'.
 */
export function ledgerRouter(ledger: LedgerService): Router {
  const router = Router();

  router.post("/sites/:id/ledger", requireSiteUser, async (req, res, next) => {
    const body = parseOrThrow(ledgerEntryBodySchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const { entry, created } = await ledger.record(currentUser(req), id, body);
    res.status(created ? 201 : 200).json(presentLedgerEntry(entry, "masked"));
  });

  router.post("/ledger/:id/corrections", requireSiteUser, async (req, res, next) => {
    const body = parseOrThrow(correctionBodySchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.status(201).json(presentLedgerEntry(await ledger.correct(currentUser(req), id, body), "masked"));
  });

  router.get("/ledger/me", requireSiteUser, async (req, res) => {
    res.json(presentLedgerMe(await ledger.me(currentUser(req))));
  });

  // Before any route that would take 'me' for an entry's id.
  router.get("/ledger/me/day", requireSiteUser, async (req, res) => {
    const query = parseOrThrow(ledgerDayQuerySchema, req.query);
    res.json(presentLedgerDay(query.date, query.siteId, await ledger.day(currentUser(req), query)));
  });

  router.get("/sites/:id/ledger", requireSiteUser, async (req, res, next) => {
    const query = parseOrThrow(ledgerListQuerySchema, req.query);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    // One JSON text per entry from PostgreSQL, written in pieces: a year of a big site is large.
    sendJsonArray(res, await ledger.list(currentUser(req), id, query));
  });

  router.get("/sites/:id/present", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json((await ledger.present(currentUser(req), id)).map(presentPresentPerson));
  });

  router.get("/sites/:id/roster", requireSiteUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const { rows, ours } = await ledger.roster(currentUser(req), id);
    res.json(rows.map((r) => presentRosterPerson(r, id, ours)));
  });

  return router;
}
