import type { Site } from "@shared/types";
import { apiGet } from "@/lib/api-client";
import { sitePath } from "./keys";

/**
 * GET /api/sites/{id}: 404 for a site that does not exist, or that a worker may not read.
 * A screen that keeps it in the cache adds its query options here, keyed `siteKeys.one(id)`.
 */
export const getSite = (id: string) => apiGet<Site>(sitePath(id));
