import { isSelfOrAdmin, requireStaff, type SessionUser } from "../lib/auth-guards";

/**
 * Who may upload and read photos and receipts (docs/product-rules.md §8): workers and admins.
 * The local driver's upload URL (PUT /api/uploads/{id}) needs no session: its signature is the
 * permission, for UPLOAD_URL_MINUTES.
 */
export const requireUploader = requireStaff;

/** Whether `user` may read an uploaded file: its own, or any for an admin; anything else is 404. */
export const mayReadUpload = (user: SessionUser, upload: { ownerId: string }): boolean => isSelfOrAdmin(user, upload.ownerId);
