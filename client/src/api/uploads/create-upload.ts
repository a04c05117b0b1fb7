import type { UploadTicket } from "@shared/types";
import { apiPost } from "@/lib/api-client";

/** A one-time upload address: the file goes there in a single PUT, with `headers`. */
export const createUpload = () => apiPost<UploadTicket>("/api/objects/upload");
