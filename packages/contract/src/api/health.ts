import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

export const healthApi = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary:
      'Readiness: 200 when the process serves and its database answers; 503 with Retry-After while the database does not answer or the process drains for shutdown.',
    tag: 'health',
    auth: 'public',
    data: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
    successStatus: 200,
    errors: ['UNAVAILABLE'],
  }),
  live: defineEndpoint({
    method: 'GET',
    path: '/health/live',
    summary:
      'Liveness: 200 while the process answers at all, whatever the database, so a supervisor restarts only a process that hangs.',
    tag: 'health',
    auth: 'public',
    data: z.object({ status: z.literal('ok') }),
    successStatus: 200,
    errors: [],
  }),
};
