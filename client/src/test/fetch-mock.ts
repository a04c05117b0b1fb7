import { vi } from "vitest";

export interface MockResponse {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = MockResponse | ((call: RecordedCall) => MockResponse);

const STATUS_TEXT: Record<number, string> = { 200: "OK", 201: "Created", 400: "Bad Request", 401: "Unauthorized", 409: "Conflict", 500: "Internal Server Error" };

/**
 * Replaces global fetch with a table of "METHOD /path" → response. An unlisted request
 * answers 404, so a test notices a call it did not expect.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = { method, path, body, credentials: init?.credentials };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const response = typeof handler === "function" ? handler(call) : (handler ?? { status: 404, body: { message: "Hittades inte" } });
    const status = response.status ?? 200;
    const text = response.body === undefined ? "" : JSON.stringify(response.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: STATUS_TEXT[status] ?? "",
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const SIGNED_OUT = { status: 401, body: { message: "Du måste logga in" } } as const;

export function makeUser(overrides: Partial<{ fullName: string; role: "worker" | "admin" | "customer"; email: string }> = {}) {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    username: "erik",
    fullName: "Erik Andersson",
    email: "arbetare@demo.se",
    role: "worker" as const,
    avatarUrl: null,
    active: true,
    createdAt: "2026-01-01T08:00:00.000Z",
    updatedAt: "2026-01-01T08:00:00.000Z",
    ...overrides,
  };
}
