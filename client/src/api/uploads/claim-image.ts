import type { UploadedObject } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

/**
 * After the PUT: the server checks the stored file (type from its bytes, size) and records
 * the caller as its owner; only then may a report name the returned object path.
 */
export const claimImage = (uploadURL: string) => apiRequest<UploadedObject>("PUT", "/api/time-report-images", { imageURL: uploadURL });
