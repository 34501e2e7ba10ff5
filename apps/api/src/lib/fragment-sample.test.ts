import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../test/build-test-app';
import { FragmentSample, type TextSample } from './fragment-sample';

const silent = pino({ level: 'silent' });

function sampleOf(values: string[], total = values.length): TextSample {
  return { total, values };
}

describe('FragmentSample', () => {
  it('scales the share of sampled values containing the fragment to the whole column', async () => {
    const sample = new FragmentSample(
      () => Promise.resolve(sampleOf(['sara alharbi', 'omar alharbi', 'lina saud', 'noura'], 1000)),
      new TestClock(),
      silent,
    );
    expect(await sample.estimate('harbi')).toEqual({ matches: 500, total: 1000 });
    expect(await sample.estimate('saud')).toEqual({ matches: 250, total: 1000 });
    expect(await sample.estimate('quraishi')).toEqual({ matches: 0, total: 1000 });
  });

  it('estimates nothing from an empty column', async () => {
    const sample = new FragmentSample(() => Promise.resolve(sampleOf([])), new TestClock(), silent);
    expect(await sample.estimate('a')).toEqual({ matches: 0, total: 0 });
  });

  it('loads once for callers arriving together, and keeps the sample for ten minutes', async () => {
    const clock = new TestClock();
    let loads = 0;
    const sample = new FragmentSample(
      () => {
        loads += 1;
        return Promise.resolve(sampleOf(['a'], 10 * loads));
      },
      clock,
      silent,
    );
    await Promise.all([sample.estimate('a'), sample.estimate('b'), sample.estimate('a')]);
    expect(loads).toBe(1);
    clock.advance(10 * 60_000);
    expect((await sample.estimate('a')).total).toBe(10);
    expect(loads).toBe(1);
  });

  it('answers from the old sample while a stale one is replaced, then from the new one', async () => {
    const clock = new TestClock();
    const samples = [sampleOf(['alpha'], 100), sampleOf(['beta'], 200)];
    let release: () => void = () => undefined;
    const sample = new FragmentSample(
      () => {
        const next = samples.shift() ?? sampleOf([]);
        return next.total === 100
          ? Promise.resolve(next)
          : new Promise((resolve) => {
              release = () => {
                resolve(next);
              };
            });
      },
      clock,
      silent,
    );
    expect(await sample.estimate('alpha')).toEqual({ matches: 100, total: 100 });
    clock.advance(10 * 60_000 + 1);
    expect(await sample.estimate('alpha')).toEqual({ matches: 100, total: 100 });
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await sample.estimate('alpha')).toEqual({ matches: 0, total: 200 });
    expect(await sample.estimate('beta')).toEqual({ matches: 200, total: 200 });
  });

  it('keeps the old sample when a refresh fails, and tries again later', async () => {
    const clock = new TestClock();
    let calls = 0;
    const sample = new FragmentSample(
      () => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('database unavailable'));
        return Promise.resolve(sampleOf(['x'], calls));
      },
      clock,
      silent,
    );
    expect((await sample.estimate('x')).total).toBe(1);
    clock.advance(10 * 60_000 + 1);
    expect((await sample.estimate('x')).total).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await sample.estimate('x')).total).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await sample.estimate('x')).total).toBe(3);
  });

  it('fails the first estimate when there is no sample to fall back on', async () => {
    const sample = new FragmentSample(
      () => Promise.reject(new Error('database unavailable')),
      new TestClock(),
      silent,
    );
    await expect(sample.estimate('a')).rejects.toThrow('database unavailable');
  });
});
