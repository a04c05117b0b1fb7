import type { ImageBase64 } from "@shared/types";
import { apiPost } from "@/lib/api-client";

/** An uploaded image as base64, for embedding in a PDF built in the browser. */
export const getImageBase64 = (objectPath: string) => apiPost<ImageBase64>("/api/proxy-image-base64", { imageUrl: objectPath });
