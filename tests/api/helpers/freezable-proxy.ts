import net from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP proxy in front of a database that can stop answering like a frozen server or a
 * black-holed network: `freeze()` stops forwarding in both directions and leaves every
 * connection, old and new, open and silent; `resume()` delivers what waited and forwards again.
 */
export interface FreezableProxy {
  port: number;
  freeze(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startFreezableProxy(target: { host: string; port: number } | { path: string }, port = 0): Promise<FreezableProxy> {
  let frozen = false;
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    const upstream = "path" in target ? net.connect(target.path) : net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) for (const s of pair) s.pause();
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    freeze() {
      frozen = true;
      for (const pair of pairs) for (const s of pair) s.pause();
    },
    resume() {
      frozen = false;
      for (const pair of pairs) for (const s of pair) s.resume();
    },
    async close() {
      for (const pair of pairs) for (const s of pair) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
