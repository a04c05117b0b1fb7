import { idParam } from "../lib/ids";
import { Router } from "express";
import { projectBodySchema } from "../../shared/validation/projects";
import { currentUser, requireAdmin, requireStaff } from "../lib/auth-guards";
import { parseOrThrow } from "../lib/validate";
import type { ProjectService } from "./service";

export function projectsRouter(projects: ProjectService): Router {
  const router = Router();

  router.get("/projects", requireStaff, async (req, res) => {
    res.json(await projects.list(currentUser(req)));
  });

  router.post("/projects", requireAdmin, async (req, res) => {
    const body = parseOrThrow(projectBodySchema, req.body);
    res.status(201).json(await projects.create(body, currentUser(req)));
  });

  router.patch("/projects/:id", requireAdmin, async (req, res) => {
    const body = parseOrThrow(projectBodySchema, req.body);
    res.json(await projects.update(idParam(req), body, currentUser(req)));
  });

  router.delete("/projects/:id", requireAdmin, async (req, res) => {
    res.json(await projects.archive(idParam(req), currentUser(req)));
  });

  return router;
}
