import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { GCS_UPLOAD_HEADERS, createGcsStorage } from "./gcs";

// A key made here: the signing is checked without Google, a network or a real account.
const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const CLIENT_EMAIL = "uploader@tidrapport-test.iam.gserviceaccount.com";
const BUCKET = "tidrapport-test";
// The library refuses an expiry before the real clock, so the test clock runs ahead of it.
const NOW = Date.now() + 60 * 60_000 + 345;
const STAMP = new Date(Math.floor(NOW / 1000) * 1000).toISOString().replace(/[-:]|\.000/g, "");
const ID_A = "0b6f3c1e-8a7d-4e2f-9c1b-2d3e4f5a6b7c";
const ID_B = "1c7a4d2f-9b8e-4f30-8d2c-3e4f5a6b7c8d";

function storage() {
  return createGcsStorage({ bucket: BUCKET, credentials: { client_email: CLIENT_EMAIL, private_key: privateKey }, projectId: "test", now: () => NOW });
}

/** RFC 3986 encoding as GCS's V4 canonical query wants it. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Rebuilds the V4 string-to-sign from the URL and the headers the browser will send. */
function stringToSign(url: URL, headers: Record<string, string>): string {
  const params = [...url.searchParams].filter(([k]) => k !== "X-Goog-Signature");
  const canonicalQuery = params
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join("&");
  const all: Record<string, string> = { host: url.host, ...headers };
  const names = Object.keys(all)
    .map((h) => h.toLowerCase())
    .sort();
  const canonicalHeaders = names.map((h) => `${h}:${all[h].trim()}\n`).join("");
  const canonicalRequest = ["PUT", url.pathname, canonicalQuery, canonicalHeaders, names.join(";"), "UNSIGNED-PAYLOAD"].join("\n");
  const credential = url.searchParams.get("X-Goog-Credential") ?? "";
  const scope = credential.slice(credential.indexOf("/") + 1);
  return ["GOOG4-RSA-SHA256", url.searchParams.get("X-Goog-Date"), scope, crypto.createHash("sha256").update(canonicalRequest).digest("hex")].join("\n");
}

describe("gcs storage", () => {
  it("signs a V4 PUT URL for uploads/<id>, valid 15 minutes, bound to the size-range header", async () => {
    const target = await storage().createUploadTarget(ID_A, "owner");
    const url = new URL(target.url);
    expect(url.origin).toBe("https://storage.googleapis.com");
    expect(url.pathname).toBe(`/${BUCKET}/uploads/${ID_A}`);
    expect(url.searchParams.get("X-Goog-Algorithm")).toBe("GOOG4-RSA-SHA256");
    expect(url.searchParams.get("X-Goog-Expires")).toBe("900");
    expect(url.searchParams.get("X-Goog-Date")).toBe(STAMP);
    expect(url.searchParams.get("X-Goog-Credential")).toBe(`${CLIENT_EMAIL}/${STAMP.slice(0, 8)}/auto/storage/goog4_request`);
    const signed = (url.searchParams.get("X-Goog-SignedHeaders") ?? "").split(";");
    expect(signed).toEqual(["host", "x-goog-content-length-range", "x-goog-if-generation-match"]);
    expect(target.headers).toEqual({ "x-goog-content-length-range": "0,10485760", "x-goog-if-generation-match": "0" });
    expect(target.headers).toEqual(GCS_UPLOAD_HEADERS);
  });

  it("makes a signature that the account's public key verifies over the V4 canonical request", async () => {
    const target = await storage().createUploadTarget(ID_A, "owner");
    const url = new URL(target.url);
    const signature = url.searchParams.get("X-Goog-Signature") ?? "";
    expect(signature).toMatch(/^[0-9a-f]{512}$/);
    const ok = crypto.verify("RSA-SHA256", Buffer.from(stringToSign(url, target.headers)), publicKey, Buffer.from(signature, "hex"));
    expect(ok).toBe(true);
    // A browser that leaves out the size range does not match the signature.
    const without = crypto.verify("RSA-SHA256", Buffer.from(stringToSign(url, {})), publicKey, Buffer.from(signature, "hex"));
    expect(without).toBe(false);
  });

  it("signs each object on its own", async () => {
    const a = new URL((await storage().createUploadTarget(ID_A, "owner")).url);
    const b = new URL((await storage().createUploadTarget(ID_B, "owner")).url);
    expect(a.searchParams.get("X-Goog-Signature")).not.toBe(b.searchParams.get("X-Goog-Signature"));
  });

  it("refuses an object id that is not a UUID", async () => {
    await expect(storage().createUploadTarget("../../secrets", "owner")).rejects.toThrow();
    expect(await storage().stat("../x")).toBeNull();
    expect(await storage().readHead("x", 12)).toBeNull();
    expect(await storage().openRead("..")).toBeNull();
  });

  it("knows its own upload URLs and nothing else", async () => {
    const s = storage();
    const target = await s.createUploadTarget(ID_A, "owner");
    expect(s.objectIdFromUploadUrl(new URL(target.url))).toBe(ID_A);
    expect(s.objectIdFromUploadUrl(new URL(`https://${BUCKET}.storage.googleapis.com/uploads/${ID_B}`))).toBe(ID_B);
    expect(s.objectIdFromUploadUrl(new URL(`https://storage.googleapis.com/other-bucket/uploads/${ID_A}`))).toBeNull();
    expect(s.objectIdFromUploadUrl(new URL(`http://storage.googleapis.com/${BUCKET}/uploads/${ID_A}`))).toBeNull();
    expect(s.objectIdFromUploadUrl(new URL(`https://storage.googleapis.com/${BUCKET}/uploads/${ID_A}/x`))).toBeNull();
    expect(s.objectIdFromUploadUrl(new URL(`https://evil.example/${BUCKET}/uploads/${ID_A}`))).toBeNull();
    expect(s.browserOrigins).toEqual(["https://storage.googleapis.com"]);
  });
});
