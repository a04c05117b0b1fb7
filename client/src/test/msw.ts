import { HttpResponse, type RequestHandler } from "msw";
import { setupServer } from "msw/node";

/**
 * The network of every jsdom test file (tests/setup/unit.ts starts it). A test lists the
 * routes it serves with `mockApi`; any other request fails the test, so a screen cannot
 * quietly fetch something the test did not expect.
 */
export const server = setupServer();

export interface RecordedRequest {
  method: string;
  /** Path and query string as sent: '/api/time-reports?limit=10'. */
  path: string;
  url: URL;
  /** The JSON body; undefined when there is none. */
  body: unknown;
  credentials: RequestCredentials;
  headers: Headers;
}

const requests: RecordedRequest[] = [];
const unhandled: string[] = [];

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function record(request: Request): void {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    method: request.method,
    path: url.pathname + url.search,
    url,
    body: undefined,
    credentials: request.credentials,
    headers: request.headers,
  };
  requests.push(entry);
  // Read from a clone, so the handler still gets the body; done by the time a test looks.
  void request
    .clone()
    .text()
    .then((text) => (entry.body = parseBody(text)));
}

/** Same path, and the same query parameters in any order when `expected` has a query. */
function matches(request: RecordedRequest, method: string, expected: string): boolean {
  if (request.method !== method) return false;
  const want = new URL(expected, request.url);
  if (want.pathname !== request.url.pathname) return false;
  if (!expected.includes("?")) return true;
  const sorted = (params: URLSearchParams) => [...params.entries()].map(([k, v]) => `${k}=${v}`).sort();
  return JSON.stringify(sorted(want.searchParams)) === JSON.stringify(sorted(request.url.searchParams));
}

export interface RequestLog {
  /** Every request sent since the test began, handled or not. */
  calls: RecordedRequest[];
  /** The requests to one route: '/api/users' matches any query, '/api/x?a=1' only that query. */
  callsTo: (method: string, path: string) => RecordedRequest[];
}

/** Serves `handlers` for the rest of this test and returns the log of what the code sent. */
export function mockApi(...handlers: RequestHandler[]): RequestLog {
  if (handlers.length > 0) server.use(...handlers);
  return { calls: requests, callsTo: (method, path) => requests.filter((r) => matches(r, method, path)) };
}

/** A resolver answering `status`, with `body` as JSON or with no body at all. */
export function reply(status: number, body?: unknown): () => Response {
  return () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }));
}

/** What the server answers any request of a signed-out browser. */
export const SIGNED_OUT_BODY = { message: "Du måste logga in" };

export function startMockServer(): void {
  server.events.on("request:start", ({ request }) => record(request));
  server.listen({
    onUnhandledRequest: (request, print) => {
      const url = new URL(request.url);
      unhandled.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });
}

/** Ends one test: its routes and log go; a request nothing answered fails it. */
export function resetMockServer(): void {
  server.resetHandlers();
  requests.length = 0;
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests without a handler (add them with mockApi): ${missed.join(", ")}`);
}

export function stopMockServer(): void {
  server.events.removeAllListeners();
  server.close();
}
