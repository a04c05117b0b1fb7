import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express, { type Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { serveBuiltClient } from "./static";

/**
 * For a test file: a dist/public holding `files` (path → content) in a temporary folder,
 * served by `serveBuiltClient` on a free port from beforeAll to afterAll. `after` adds what
 * the app puts behind the files. `base` is the server's address once it listens.
 */
export function useBuiltClient(files: Record<string, string | Buffer>, after?: (app: Express) => void): { readonly base: string } {
  const served = { base: "" };
  let dir: string;
  let server: http.Server;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "tidrapport-built-"));
    for (const [name, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    const app = express();
    serveBuiltClient(app, dir);
    after?.(app);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    served.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  return served;
}
