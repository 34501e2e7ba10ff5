/**
 * Runs `work` while renewing a lease every `everyMs`, so other processes leave the leased thing
 * alone while this one is alive, and take it over soon after it dies. Renewals run one at a time
 * and the last one has finished when this resolves, so the caller's next write (releasing or
 * settling the lease) is never overtaken by a late renewal. A failed renewal is only reported:
 * the lease then lapses, which is the safe outcome.
 */
export async function whileLeased<T>(
  renew: () => Promise<void>,
  everyMs: number,
  work: () => Promise<T>,
  onRenewFailed: (error: unknown) => void,
): Promise<T> {
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(renew).catch(onRenewFailed);
  }, everyMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}
