import type { FieldValues, Resolver, ResolverResult } from "react-hook-form";

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts the download early (the form got focus), so the first check does not wait for it. */
  preload: () => void;
}

/**
 * A form resolver whose schema, and zod with it, is downloaded on first use: the login screen
 * then sends none of zod before the form works (docs/decisions/2026-11-24-client-bundles.md).
 * The rules are still the shared schema's. Should the download fail (the network dropped),
 * the values go to the server unchecked, which answers with the same Swedish messages.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(load: () => Promise<Resolver<TInput, unknown, TOutput>>): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, unknown, TOutput>;
      try {
        resolve = await get();
      } catch {
        return { values: values as unknown as TOutput, errors: {} } as ResolverResult<TInput, TOutput>;
      }
      return resolve(values, context, options);
    },
    preload: () => void get().catch(() => undefined),
  };
}
