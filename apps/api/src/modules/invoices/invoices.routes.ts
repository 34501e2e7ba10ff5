import { invoicesApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';
import { serverText } from '../../lib/messages/server-messages';
import { toInvoice } from './invoices';
import { findInvoiceOf, listInvoicesOf } from './invoices.repo';

export function registerInvoicesRoutes(app: FastifyInstance, db: Db): void {
  registerRoute(app, invoicesApi.mine, async ({ actor, query }) => {
    const page = query['paginate[page]'];
    const limit = query['paginate[limit]'];
    const { rows, total } = await listInvoicesOf(db, actor.userId, limit, (page - 1) * limit);
    return { items: rows.map(toInvoice), meta: { page, limit, total } };
  });
  registerRoute(app, invoicesApi.one, async ({ actor, params }) => {
    const row = await findInvoiceOf(db, actor.userId, params.invoiceId);
    if (row === null) throw new AppError('NOT_FOUND', serverText('invoiceMissing'));
    return toInvoice(row);
  });
}
