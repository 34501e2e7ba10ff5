import { describe, expect, it } from 'vitest';
import { isLedgerAccount, ledgerAccounts, mayGoNegative } from './accounts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('ledger accounts', () => {
  it('names each account by its owner and what it holds, ids in lower case', () => {
    expect(ledgerAccounts.organizationFunding(ID.toUpperCase())).toBe(`organization:${ID}:funding`);
    expect(ledgerAccounts.organizationRefunding(ID)).toBe(`organization:${ID}:refunding`);
    expect(ledgerAccounts.milestoneEscrow(ID)).toBe(`escrow:milestone:${ID}`);
    expect(ledgerAccounts.talentAvailable(ID)).toBe(`talent:${ID}:available`);
    expect(ledgerAccounts.talentWithdrawing(ID)).toBe(`talent:${ID}:withdrawing`);
    expect(ledgerAccounts.talentWithdrawn(ID)).toBe(`talent:${ID}:withdrawn`);
    expect([ledgerAccounts.platformFee, ledgerAccounts.platformVat]).toEqual([
      'platform:fee',
      'platform:vat',
    ]);
  });

  it('refuses names outside the scheme', () => {
    expect(() => ledgerAccounts.talentAvailable('42')).toThrow(RangeError);
    for (const name of [
      `talent:${ID}:funding`,
      `organization:${ID}:available`,
      'platform:tips',
      'provider:clearing',
    ]) {
      expect(isLedgerAccount(name), name).toBe(false);
    }
  });

  it('lets only an organization’s funding account go negative', () => {
    expect(mayGoNegative(ledgerAccounts.organizationFunding(ID))).toBe(true);
    for (const account of [
      ledgerAccounts.organizationRefunding(ID),
      ledgerAccounts.milestoneEscrow(ID),
      ledgerAccounts.talentAvailable(ID),
      ledgerAccounts.talentWithdrawing(ID),
      ledgerAccounts.talentWithdrawn(ID),
      ledgerAccounts.platformFee,
      ledgerAccounts.platformVat,
    ]) {
      expect(mayGoNegative(account), account).toBe(false);
    }
  });
});
