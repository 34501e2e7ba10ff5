import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work on a timer, once started: `run` every `everyMs`, a failed run logged under
 * `name` and tried again at the next tick. The timer does not keep the process alive.
 */
export function periodic(options: {
  everyMs: number;
  name: string;
  logger: FastifyBaseLogger;
  run: () => Promise<void>;
}) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start: () => {
      timer ??= setInterval(() => {
        options.run().catch((error: unknown) => {
          options.logger.warn(
            { error: error instanceof Error ? error.name : typeof error },
            `the ${options.name} failed`,
          );
        });
      }, options.everyMs);
      timer.unref();
    },
    stop: () => {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
