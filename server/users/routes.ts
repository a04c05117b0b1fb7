import { idParam } from "../lib/ids";
import { Router } from "express";
import { createUserSchema, updateUserSchema } from "../../shared/validation/users";
import { currentUser, requireAdmin } from "../lib/auth-guards";
import { parseOrThrow } from "../lib/validate";
import type { UserAdminService } from "./admin-service";
import { toPublicUser } from "./public-user";

export function usersRouter(users: UserAdminService): Router {
  const router = Router();
  router.use("/users", requireAdmin);

  router.get("/users", async (_req, res) => {
    res.json((await users.list()).map(toPublicUser));
  });

  router.post("/users", async (req, res) => {
    const input = parseOrThrow(createUserSchema, req.body);
    res.status(201).json(toPublicUser(await users.create(input, currentUser(req))));
  });

  router.patch("/users/:id", async (req, res) => {
    const input = parseOrThrow(updateUserSchema, req.body);
    res.json(toPublicUser(await users.update(idParam(req), input, currentUser(req), req.sessionID)));
  });

  router.delete("/users/:id", async (req, res) => {
    res.json(await users.remove(idParam(req), currentUser(req)));
  });

  return router;
}
