import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { projectInput } from "../support/builders";
import { useTestApp } from "./helpers/test-app";

const app = useTestApp();

/** A raw GET with the session cookie, so the body arrives exactly as sent (fetch would decode it). */
function rawGet(path: string, cookie: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(app.url + path, { headers: { cookie, "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("compressed API answers", () => {
  it("a large JSON answer goes out gzip or brotli when the client accepts it, and decodes to the same list", async () => {
    const { client } = await app.signedIn("admin");
    for (let i = 0; i < 12; i++) expect((await client.post("/api/projects", projectInput({ title: `Kvarteret Åkern etapp ${i}` }))).status).toBe(201);
    const expected = await client.get<unknown[]>("/api/projects");
    expect(expected.text.length).toBeGreaterThan(1024);

    const gz = await rawGet("/api/projects", client.cookieHeader, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString("utf8"))).toEqual(expected.body);
    expect(gz.body.length).toBeLessThan(expected.text.length / 2);

    const br = await rawGet("/api/projects", client.cookieHeader, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString("utf8"))).toEqual(expected.body);

    const plain = await rawGet("/api/projects", client.cookieHeader, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(plain.body.toString("utf8"))).toEqual(expected.body);
  });

  it("a small answer is sent as it is", async () => {
    const { client } = await app.signedIn("worker");
    const res = await rawGet("/api/user", client.cookieHeader, "gzip, br");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString("utf8"))).toMatchObject({ role: "worker" });
  });
});
