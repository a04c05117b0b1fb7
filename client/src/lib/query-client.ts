import { MutationCache, QueryCache, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError, apiGet } from "./api-client";

type QueryParams = Record<string, string | number | boolean | null | undefined>;

function isParams(part: unknown): part is QueryParams {
  return typeof part === "object" && part !== null && !Array.isArray(part);
}

/**
 * The URL a query key stands for: the string parts joined with "/", and a trailing object as
 * the query string, e.g. ['/api/time-reports', { status: 'submitted' }].
 */
export function keyToPath(queryKey: QueryKey): string {
  const parts = [...queryKey];
  const last = parts[parts.length - 1];
  const params = isParams(last) ? (parts.pop() as QueryParams) : undefined;
  const path = parts.map(String).join("/");
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface QueryClientOptions {
  /** Called when a request answers 401: the session has ended (expired, or signed out elsewhere). */
  onUnauthorized?: () => void;
}

/**
 * Data changes only through this app's own mutations, which invalidate what they touch; so
 * nothing goes stale on its own, is refetched on focus, polled or retried (PRODUCT-SPEC §4).
 */
export function createQueryClient({ onUnauthorized }: QueryClientOptions = {}): QueryClient {
  const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) onUnauthorized?.();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // A failed sign-in is a 401 too, but it does not end anyone's session.
        if (isUnauthorized(error) && mutation.meta?.ignoreUnauthorized !== true) onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiGet<unknown>(keyToPath(queryKey)),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
