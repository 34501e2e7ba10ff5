import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateEmailBodySchema } from '@casting/contract';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const rules = zodResolver(UpdateEmailBodySchema.pick({ newEmail: true }));
const options: ResolverOptions<{ newEmail: string }> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('loads the rules at the first check, once, and answers as they do', async () => {
    const load = vi.fn(() => Promise.resolve(rules));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    for (const newEmail of ['not an address', 'someone@example.com']) {
      const values = { newEmail };
      expect(await resolver(values, undefined, options)).toEqual(await rules(values, undefined, options));
    }
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check after one failed', async () => {
    const load = vi
      .fn<() => Promise<typeof rules>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(rules);
    const resolver = lazyResolver(load);
    const values = { newEmail: 'not an address' };

    await expect(resolver(values, undefined, options)).rejects.toThrow('offline');
    const result = await resolver(values, undefined, options);
    expect(result.errors.newEmail?.message).toBe(
      (await rules(values, undefined, options)).errors.newEmail?.message,
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
