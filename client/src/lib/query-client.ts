import { MutationCache, QueryCache, QueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import { ApiError, apiGet, withQuery } from "./api-client";

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
  return params ? withQuery(path, params) : path;
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** What a mutation is called with: nothing for a fetcher that takes no argument. */
type VariablesOf<F extends AsyncFn> = Parameters<F> extends [] ? void : Parameters<F>[0];

/**
 * The options a caller may add to a data module's mutation hook (its own toasts, closing a
 * dialog). The module keeps `mutationFn`, and its `onSuccess` runs the module's invalidation
 * before the caller's.
 */
export type MutationConfig<F extends AsyncFn> = Omit<UseMutationOptions<Awaited<ReturnType<F>>, Error, VariablesOf<F>>, "mutationFn">;

export interface QueryClientOptions {
  /** Called when a request answers 401: the session has ended (expired, or signed out elsewhere). */
  onUnauthorized?: () => void;
}

/**
 * Data changes only through this app's own mutations, which invalidate what they touch; so
 * nothing goes stale on its own, is refetched on focus, polled or retried (docs/product-rules.md §14).
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
