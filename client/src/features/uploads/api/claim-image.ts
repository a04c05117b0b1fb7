import { apiRequest } from "@/lib/api-client";

export interface ClaimedImage {
  objectPath: string;
}

/**
 * After the PUT: the server checks the stored file (type from its bytes, size) and records
 * the caller as its owner; only then may a report name the returned object path.
 */
export const claimImage = (uploadURL: string) => apiRequest<ClaimedImage>("PUT", "/api/time-report-images", { imageURL: uploadURL });
