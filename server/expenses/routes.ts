import { Router } from "express";
import { clockIn } from "../../shared/wall-clock";
import { expenseBodySchema, expenseListQuerySchema } from "../../shared/validation/expenses";
import { idParamsSchema } from "../../shared/validation/fields";
import { rejectReportSchema } from "../../shared/validation/report-decisions";
import { attestRouter, presentHistoryEntry } from "../attest";
import { currentUser } from "../lib/auth-guards";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { presentDeletedExpense, presentExpense, presentExpenseList, presentExpenseRates, presentRejectedExpenseNotice } from "./presenter";
import { requireExpenseUser } from "./policies";
import type { ExpenseService } from "./service";

/**
 * Ersättningar (docs/product-rules.md §16). `today` is the business date and `timeZone` TZ_APP,
 * as the report routes take them: the body's dates and a trip's times are judged in it.
 */
export function expensesRouter(expenses: ExpenseService, today: () => string, timeZone: string, now: () => Date): Router {
  const router = Router();
  const bodySchema = () => expenseBodySchema(today(), `${today()}T${clockIn(now(), timeZone)}`);

  // Workers and admins alike: the phone shows the kronor as they are typed.
  router.get("/settings/expense-rates", requireExpenseUser, async (_req, res) => {
    res.json(presentExpenseRates(await expenses.rates()));
  });

  router.get("/expenses", requireExpenseUser, async (req, res) => {
    const query = parseOrThrow(expenseListQuerySchema, req.query);
    const { rows, nextCursor } = await expenses.list(currentUser(req), query);
    res.json(presentExpenseList(rows, nextCursor));
  });

  // 'Nekade ersättningar': before /expenses/:id, whose id it is not (docs/product-rules.md §16).
  router.get("/expenses/rejected", requireExpenseUser, async (req, res) => {
    res.json((await expenses.rejected(currentUser(req))).map(presentRejectedExpenseNotice));
  });

  router.post("/expenses", requireExpenseUser, async (req, res) => {
    const body = parseOrThrow(bodySchema(), req.body);
    const { expense, created } = await expenses.create(currentUser(req), body);
    res.status(created ? 201 : 200).json(presentExpense(expense));
  });

  router.get("/expenses/:id", requireExpenseUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentExpense(await expenses.get(currentUser(req), id)));
  });

  // What changed after an approval (docs/product-rules.md §18): an admin's, and an arbetsledare's of the expense's project.
  router.get("/expenses/:id/history", requireExpenseUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json((await expenses.history(currentUser(req), id)).map(presentHistoryEntry));
  });

  router.patch("/expenses/:id", requireExpenseUser, async (req, res, next) => {
    // Body before address, as a report's PUT: a bad body is a 400 whatever the id.
    const body = parseOrThrow(bodySchema(), req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentExpense(await expenses.update(currentUser(req), id, body)));
  });

  // The worker withdraws its own; an admin rejects, with an optional {reason}.
  router.delete("/expenses/:id", requireExpenseUser, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    const { reason } = parseOrThrow(rejectReportSchema, req.body ?? {});
    res.json(presentDeletedExpense(await expenses.remove(currentUser(req), id, reason)));
  });

  // Attest (one or many), undo an attest, send back, as a report's (docs/product-rules.md §16).
  router.use(attestRouter("/expenses", expenses, presentExpense));

  return router;
}
