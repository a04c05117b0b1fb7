import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { createUserSchema, updateUserSchema } from "../../shared/validation/users";
import { currentUser } from "../lib/auth-guards";
import { requireUserAdmin } from "./policies";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import type { UserManagementService } from "./management-service";
import { presentUser, presentUserForForm, presentUserRemoval } from "./presenter";

export function usersRouter(users: UserManagementService): Router {
  const router = Router();
  router.use("/users", requireUserAdmin);

  router.get("/users", async (_req, res) => {
    res.json((await users.list()).map(presentUser));
  });

  router.get("/users/:id", async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentUserForForm(await users.get(id)));
  });

  router.post("/users", async (req, res) => {
    const input = parseOrThrow(createUserSchema, req.body);
    res.status(201).json(presentUser(await users.create(input, currentUser(req))));
  });

  router.patch("/users/:id", async (req, res, next) => {
    // Body before address, as the API has always answered: a bad body is a 400 whatever the id.
    const input = parseOrThrow(updateUserSchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentUser(await users.update(id, input, currentUser(req), req.sessionID)));
  });

  router.delete("/users/:id", async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentUserRemoval(await users.remove(id, currentUser(req))));
  });

  return router;
}
