import { reportsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { localizeSentence } from '../../lib/messages/answer-messages';
import { requestLanguage } from '../../lib/messages/request-language';
import { serverText } from '../../lib/messages/server-messages';
import { registerRoute } from '../../lib/route';
import { WithMessage } from '../../lib/with-message';
import { createReportsService } from './reports.service';

export function registerReportsRoutes(app: FastifyInstance, db: Db, allowance: AccountAllowance): void {
  const reports = createReportsService({ db, allowance });
  registerRoute(
    app,
    reportsApi.create,
    async ({ actor, body, request }) =>
      new WithMessage(
        await reports.create(actor, body),
        localizeSentence(serverText('reportThanks'), requestLanguage(request)),
      ),
  );
}
