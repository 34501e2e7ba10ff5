import { payoutsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerRoute } from '../../lib/route';
import { ledgerLinesOf } from '../ledger-lines/ledger-lines.service';
import type { PayoutsService } from './payouts.service';

export function registerPayoutsRoutes(app: FastifyInstance, db: Db, payouts: PayoutsService): void {
  registerRoute(app, payoutsApi.account, ({ actor }) => payouts.account(actor));
  registerRoute(app, payoutsApi.saveAccount, ({ actor, body }) => payouts.saveAccount(actor, body));
  // The provider is called after the payout's own transaction, never inside the request's.
  registerRoute(app, payoutsApi.create, ({ actor, body, idempotently }) =>
    idempotently(body, () => payouts.create(actor, body.amount), { outsideTransaction: true }),
  );
  registerRoute(app, payoutsApi.list, ({ actor, query }) =>
    payouts.list(actor, query['paginate[page]'], query['paginate[limit]']),
  );
  registerRoute(app, payoutsApi.transactions, ({ actor, query }) =>
    ledgerLinesOf(db, actor, {
      page: query['paginate[page]'],
      cursor: query['paginate[cursor]'],
      limit: query['paginate[limit]'],
    }),
  );
}
