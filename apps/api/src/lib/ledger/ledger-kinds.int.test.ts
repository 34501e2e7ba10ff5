import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { ledgerTransactions } from '../../db/schema/ledger';
import { LEDGER_TRANSACTION_KINDS } from './transaction-kinds';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('what a ledger transaction says moved the money', () => {
  it('is one of the kinds the code knows, whatever writes it', async () => {
    const insert = (kind: string) =>
      t.db.db.transaction(async (tx) => {
        await tx.insert(ledgerTransactions).values({ kind });
        // A transaction without entries is refused at commit anyway: roll back on purpose.
        throw new Error('rolled back');
      });
    await expect(insert('milestone.tipped')).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'ledger_transactions_kind_check' }),
    });
    for (const kind of LEDGER_TRANSACTION_KINDS) await expect(insert(kind)).rejects.toThrow('rolled back');
  });
});
