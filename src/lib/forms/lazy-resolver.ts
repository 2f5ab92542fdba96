/**
 * A react-hook-form resolver whose code loads on demand. The forms validate on submit, so the
 * zod schemas (about 20 ms of script on a phone) need not load while the form hydrates: the
 * form calls `preload()` when the visitor starts filling it in, and the resolver waits for
 * the code if a submit comes first. A failed load is not remembered: the next call tries again.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TContext, TOutput> {
  resolver: Resolver<TInput, TContext, TOutput>;
  preload: () => Promise<Resolver<TInput, TContext, TOutput>>;
}

export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): LazyResolver<TInput, TContext, TOutput> {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
