import type http from "node:http";

/** How long answers already under way may take once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops `server` as a rolling deploy needs it to: it takes no new connection, the requests
 * under way finish, and every keep-alive connection is closed once it is idle (the answers of
 * requests that arrive meanwhile say `Connection: close`). Whatever is still open after
 * `graceMs` is cut. Resolves when every connection has ended.
 *
 * Node's `server.close()` alone keeps serving new requests on open keep-alive connections
 * until they time out, and `closeAllConnections()` alone cuts answers half-sent
 * (docs/decisions/2026-11-24-server-start-and-stop.md).
 */
export function closeGracefully(server: http.Server, graceMs: number = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    server.prependListener("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
