import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../lib/messages/server-messages';
import { lockContract, openMoneyStatuses } from './milestones.repo';

/**
 * A contract finishes (the spec's PATCH /jobs/{jobId}/finish) only when none of its milestones
 * holds money or is being paid: 409 naming what to do first. It takes the contract's lock, so a
 * funding that starts meanwhile waits and then finds the contract finished.
 */
export async function refuseFinishWithOpenMoney(tx: Db, requestId: string): Promise<void> {
  await lockContract(tx, requestId);
  const open = await openMoneyStatuses(tx, requestId);
  if (open.has('DISPUTED')) throw new AppError('NOT_ALLOWED', serverText('finishWithDispute'));
  if (open.has('HELD') || open.has('DELIVERED'))
    throw new AppError('NOT_ALLOWED', serverText('finishWithHeldMoney'));
  if (open.has('PENDING')) throw new AppError('NOT_ALLOWED', serverText('finishWithPaymentRunning'));
}
