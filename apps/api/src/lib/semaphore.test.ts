import { describe, expect, it } from 'vitest';
import { QueueFullError, Semaphore } from './semaphore';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in order', async () => {
    const semaphore = new Semaphore(1);
    const first = gate();
    const order: string[] = [];
    const a = semaphore.run(async () => {
      await first.opened;
      order.push('a');
    });
    const b = semaphore.run(() => {
      order.push('b');
      return Promise.resolve();
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
  });

  it('refuses a task when `maxWaiting` already wait, and takes one again once there is room', async () => {
    const semaphore = new Semaphore(1, 2);
    const running = gate();
    const tasks = [1, 2, 3].map(() => semaphore.run(() => running.opened));
    await expect(semaphore.run(() => Promise.resolve())).rejects.toBeInstanceOf(QueueFullError);
    running.open();
    await Promise.all(tasks);
    await expect(semaphore.run(() => Promise.resolve('done'))).resolves.toBe('done');
  });

  it('frees its place when a task fails', async () => {
    const semaphore = new Semaphore(1, 0);
    await expect(semaphore.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(semaphore.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
