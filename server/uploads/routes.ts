import { pipeline } from "node:stream/promises";
import { Router, type Request } from "express";
import { MAX_UPLOAD_BYTES } from "../../shared/validation/constants";
import { objectIdParamsSchema, proxyImageBodySchema, timeReportImageBodySchema } from "../../shared/validation/uploads";
import { apiNotFound } from "../lib/error-handler";
import { currentUser } from "../lib/auth-guards";
import { requireUploader } from "./policies";
import { parseOrThrow, parseParams } from "../lib/validate";
import { presentImageBase64, presentUploadedObject, presentUploadTicket } from "./presenter";
import type { UploadService } from "./service";

function contentLength(req: Request): number | undefined {
  const value = req.get("content-length");
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * After a refused upload the client may still be sending: read and drop the rest so that it
 * gets the answer, but hang up on a client that keeps sending far past the limit.
 */
function discardBody(req: Request): void {
  if (req.readableEnded) return;
  req.unpipe();
  let discarded = 0;
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > 2 * MAX_UPLOAD_BYTES) req.socket.destroy();
  });
  req.resume();
}

/**
 * PUT /api/uploads/:id, the local driver's upload URL. Mounted before the JSON-only rule:
 * its body is the image itself. No session needed: the signed link is the permission.
 */
export function uploadReceiveRouter(uploads: UploadService): Router {
  const router = Router();
  router.put("/uploads/:id", async (req, res) => {
    try {
      const { id } = parseParams(objectIdParamsSchema, req.params);
      await uploads.checkUploadLink(id, { expires: req.query.expires, sig: req.query.sig }, contentLength(req));
      res.json(presentUploadedObject(await uploads.receiveUpload(id, req)));
    } catch (error) {
      discardBody(req);
      throw error;
    }
  });
  return router;
}

/** The JSON upload endpoints under /api. */
export function uploadsRouter(uploads: UploadService): Router {
  const router = Router();

  router.post("/objects/upload", requireUploader, async (req, res) => {
    const { id, target } = await uploads.createUpload(currentUser(req));
    res.json(presentUploadTicket(id, target));
  });

  router.put("/time-report-images", requireUploader, async (req, res) => {
    const body = parseOrThrow(timeReportImageBodySchema, req.body);
    res.json(presentUploadedObject(await uploads.claim(currentUser(req), body.imageURL)));
  });

  router.post("/proxy-image-base64", requireUploader, async (req, res) => {
    const body = parseOrThrow(proxyImageBodySchema, req.body);
    res.json(presentImageBase64(await uploads.readImage(currentUser(req), body.imageUrl)));
  });

  return router;
}

/** GET /objects/uploads/:id, outside /api so that an <img> can show it with the session cookie. */
export function objectsRouter(uploads: UploadService): Router {
  const router = Router();

  router.get("/uploads/:id", requireUploader, async (req, res) => {
    const { id } = parseParams(objectIdParamsSchema, req.params);
    const object = await uploads.open(currentUser(req), id);
    res.set({
      "Content-Type": object.contentType,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=86400",
      "Content-Disposition": "inline",
    });
    if (object.size !== null) res.set("Content-Length", String(object.size));
    try {
      await pipeline(object.stream, res);
    } catch {
      // The client went away or the store failed mid-file: the status is already sent.
      res.destroy();
    }
  });

  router.use(apiNotFound());
  return router;
}
