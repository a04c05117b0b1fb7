import type { FirstScreenAnswer } from "@shared/first-screen";
import type { ApiErrorBody } from "@shared/types";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-success response. `message` is the server's Swedish sentence when it sent one, so a
 * toast can show it as is; `toString()` keeps the raw "status: body" form for logs.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  /** The `message` field of the response body, when the server sent one: in the user's language. */
  readonly serverMessage: string | undefined;
  /** The body's stable `code` (docs/i18n.md, "Errors"): what a screen decides by, whatever the language. */
  readonly code: string | undefined;
  /** Field name → Swedish message, from the `errors` of a 400. */
  readonly fieldErrors: Record<string, string>;

  constructor(status: number, statusText: string, bodyText: string) {
    const body = parseErrorBody(bodyText);
    const raw = `${status}: ${bodyText || statusText}`;
    super(body?.message ?? raw);
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.serverMessage = body?.message;
    this.code = body?.code;
    this.fieldErrors = body?.errors ?? {};
  }

  override toString(): string {
    return `${this.status}: ${this.bodyText || this.statusText}`;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseErrorBody(text: string): Partial<ApiErrorBody> | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const out: Partial<ApiErrorBody> = {};
  if (typeof parsed.message === "string" && parsed.message !== "") out.message = parsed.message;
  if (typeof parsed.code === "string" && parsed.code !== "") out.code = parsed.code;
  if (isRecord(parsed.errors)) {
    const errors: Record<string, string> = {};
    for (const [field, msg] of Object.entries(parsed.errors)) {
      if (typeof msg === "string") errors[field] = msg;
    }
    out.errors = errors;
  }
  return out;
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `a=1&b=2` in the order of `params`; empty values are left out, as the server reads them as absent. */
export function queryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  return search.toString();
}

/** `path?a=1&b=2`, or `path` alone when no parameter has a value. */
export function withQuery(path: string, params: QueryParams): string {
  const qs = queryString(params);
  return qs ? `${path}?${qs}` : path;
}

/** Answers that came inside the page (lib/first-screen.ts), each given to the first GET of its path. */
const primed = new Map<string, FirstScreenAnswer>();

/** Answers the first GET of each path from `answers` instead of the network. */
export function primeAnswers(answers: FirstScreenAnswer[]): void {
  for (const answer of answers) primed.set(answer.path, answer);
}

/** Forgets the answers no GET took: a later request must see the server's current data. */
export function clearPrimedAnswers(): void {
  primed.clear();
}

async function send(method: HttpMethod, path: string, body: unknown): Promise<{ text: string; headers: Headers }> {
  const answer = method === "GET" ? primed.get(path) : undefined;
  if (answer) {
    primed.delete(path);
    return { text: answer.body, headers: new Headers(answer.headers) };
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await fetch(path, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return { text, headers: res.headers };
}

/**
 * One JSON request with the session cookie. Resolves with the parsed body (undefined for an
 * empty one) typed as the caller expects; the shapes live in shared/types.ts.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const { text } = await send(method, path, body);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A GET whose answer says more in its headers (X-Total-Count of a paged list). */
export async function apiGetWithHeaders<T>(path: string): Promise<{ data: T; headers: Headers }> {
  const { text, headers } = await send("GET", path, undefined);
  return { data: (text ? JSON.parse(text) : undefined) as T, headers };
}

export const apiGet = <T>(path: string) => apiRequest<T>("GET", path);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, body ?? {});

/**
 * The server's sentence of a 409: what cannot be done until something else is (a stored payroll
 * setting that cannot be read, docs/product-rules.md §10); null for any other failure.
 */
export function conflictMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 && error.serverMessage ? error.serverMessage : null;
}

/** What a toast should say: the server's sentence when there is one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
