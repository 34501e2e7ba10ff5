import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../notifications/notifier';
import { createLicencesScheduler } from './licences-scheduler';
import { createLicencesService } from './licences.service';

/** The licences' service and the background work that reminds and expires (issue 36). */
export function createLicences(deps: {
  db: Db;
  clock: Clock;
  notifier: Notifier;
  logger: FastifyBaseLogger;
}) {
  const service = createLicencesService(deps);
  const scheduler = createLicencesScheduler(deps);
  return { service, scheduler };
}

export type Licences = ReturnType<typeof createLicences>;
