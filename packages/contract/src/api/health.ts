import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

export const healthApi = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Answers 200 when the service and its database answer, 503 otherwise.',
    tag: 'health',
    auth: 'public',
    data: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
    successStatus: 200,
    errors: ['UNAVAILABLE'],
  }),
};
