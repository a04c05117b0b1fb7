import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close";

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

const agents: http.Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

/** A server whose answers wait until `release` is called; the paths asked so far in `asked`. */
async function slowServer() {
  const waiting: (() => void)[] = [];
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url ?? "");
    if (req.url === "/quick") {
      res.end("quick");
      return;
    }
    waiting.push(() => res.end(`done ${req.url}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  const get = (path: string, options: { fresh?: boolean } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: options.fresh ? false : agent }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
          res.on("error", reject);
        })
        .on("error", reject);
    });
  const release = () => waiting.splice(0).forEach((answer) => answer());
  const arrived = async (n: number) => {
    while (asked.length < n) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return { server, get, release, arrived, asked };
}

describe("closeGracefully", () => {
  it("lets a request under way finish, refuses new connections, and ends the keep-alive connection", async () => {
    const { server, get, release, arrived } = await slowServer();
    const first = get("/save");
    await arrived(1);
    let closed = false;
    const closing = closeGracefully(server, 5_000).then(() => (closed = true));

    await expect(get("/new", { fresh: true })).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(closed).toBe(false);
    release();
    expect(await first).toEqual({ status: 200, body: "done /save", connection: "keep-alive" });
    // The keep-alive connection is closed once idle: the server stops well before its
    // keep-alive timeout (5 s) or the grace period.
    const started = Date.now();
    await closing;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("answers a request that arrives on an open connection meanwhile, with Connection: close", async () => {
    const { server, get, release, arrived } = await slowServer();
    // The agent has one socket: the second request waits for it and is sent once the first is answered.
    const first = get("/save");
    await arrived(1);
    const closing = closeGracefully(server, 5_000);
    const second = get("/quick");
    release();
    expect((await first).status).toBe(200);
    expect(await second).toEqual({ status: 200, body: "quick", connection: "close" });
    await closing;
  });

  it("cuts what is still open when the grace period is over", async () => {
    const { server, get, arrived } = await slowServer();
    const hanging = get("/hangs").catch((error: NodeJS.ErrnoException) => error.code);
    await arrived(1);
    const started = Date.now();
    await closeGracefully(server, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await hanging).toBe("ECONNRESET");
  });
});
