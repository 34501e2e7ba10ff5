import { describe, expect, it } from 'vitest';
import { inLine } from './render-line';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the line of server renders', () => {
  it('runs one render at a time, in the order asked, past one that fails', async () => {
    const ran: string[] = [];
    const first = deferred();
    const a = inLine(async () => {
      ran.push('a starts');
      await first.promise;
      ran.push('a ends');
      throw new Error('a page that cannot render');
    });
    const b = inLine(() => {
      ran.push('b');
      return Promise.resolve('b');
    });
    await Promise.resolve();
    expect(ran).toEqual(['a starts']);
    first.resolve();
    await expect(a).rejects.toThrow('a page that cannot render');
    await expect(b).resolves.toBe('b');
    expect(ran).toEqual(['a starts', 'a ends', 'b']);
  });

  it('skips a render whose caller gave up while it waited, and goes on with the next', async () => {
    const first = deferred();
    const waiting = new AbortController();
    const ran: string[] = [];
    const a = inLine(() => first.promise);
    const b = inLine(() => {
      ran.push('b');
      return Promise.resolve();
    }, waiting.signal);
    const c = inLine(() => {
      ran.push('c');
      return Promise.resolve();
    }, new AbortController().signal);
    waiting.abort(new Error('the caller sent the shell'));
    first.resolve();
    await a;
    await expect(b).rejects.toThrow('the caller sent the shell');
    await c;
    expect(ran).toEqual(['c']);
  });
});
