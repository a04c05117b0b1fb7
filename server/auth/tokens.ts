import crypto from "node:crypto";

/** The stored form of a reset or invitation token: its SHA-256 in hex; the token itself is never kept. */
export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
