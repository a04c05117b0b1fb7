import { Router } from "express";
import { idParamsSchema } from "../../shared/validation/fields";
import { projectBodySchema, projectPatchSchema, projectWorkersSchema } from "../../shared/validation/projects";
import { currentUser } from "../lib/auth-guards";
import { requireProjectAdmin, requireProjectReader } from "./policies";
import { paramsOrNextRoute, parseOrThrow } from "../lib/validate";
import { presentProject, presentProjectWorkers } from "./presenter";
import type { ProjectService } from "./service";

export function projectsRouter(projects: ProjectService): Router {
  const router = Router();

  router.get("/projects", requireProjectReader, async (req, res) => {
    // Already the API's JSON, made by the database with presentProject's keys and formats.
    res.type("json").send(await projects.list(currentUser(req)));
  });

  router.post("/projects", requireProjectAdmin, async (req, res) => {
    const body = parseOrThrow(projectBodySchema, req.body);
    res.status(201).json(presentProject(await projects.create(body, currentUser(req))));
  });

  router.patch("/projects/:id", requireProjectAdmin, async (req, res, next) => {
    // Body before address, as the API has always answered: a bad body is a 400 whatever the id.
    const body = parseOrThrow(projectPatchSchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentProject(await projects.update(id, body, currentUser(req))));
  });

  router.get("/projects/:id/workers", requireProjectAdmin, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentProjectWorkers(await projects.workers(id)));
  });

  router.put("/projects/:id/workers", requireProjectAdmin, async (req, res, next) => {
    const { workerIds } = parseOrThrow(projectWorkersSchema, req.body);
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentProjectWorkers(await projects.setWorkers(id, workerIds, currentUser(req))));
  });

  router.delete("/projects/:id", requireProjectAdmin, async (req, res, next) => {
    const id = paramsOrNextRoute(idParamsSchema, req, next)?.id;
    if (!id) return;
    res.json(presentProject(await projects.archive(id, currentUser(req))));
  });

  return router;
}
