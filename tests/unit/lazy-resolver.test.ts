import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '@/lib/forms/lazy-resolver';

type Values = { name: string };
const valid: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: undefined } as const;

describe('lazyResolver', () => {
  it('loads the resolver once, on the first preload or validation, and passes values through', async () => {
    const load = vi.fn(async () => valid);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([resolver({ name: 'Ada' }, undefined, options), preload()]);
    expect(first).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(second).toBe(valid);
    await resolver({ name: 'Grace' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of failing every later submit', async () => {
    const load = vi.fn<() => Promise<Resolver<Values, unknown, Values>>>();
    load.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(valid);
    const { resolver, preload } = lazyResolver(load);

    await expect(preload()).rejects.toThrow('chunk failed');
    await expect(resolver({ name: 'Ada' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ada' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
