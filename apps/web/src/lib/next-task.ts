/**
 * Settles in a task of its own, so that what follows does not lengthen the task that awaited it:
 * a tap waits for the task in hand, and Lighthouse's blocking time counts each task's time past
 * 50 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
