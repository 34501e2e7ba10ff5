/**
 * The ledger's accounts, named by what they hold (ADR 026). A posting takes money from its
 * negative lines and gives it to its positive ones; an account's balance is the sum of its lines.
 *
 * - `organization:<userId>:funding`: where an organization's money enters: it goes negative by
 *   what the organization has paid in, and back toward zero by what is refunded to it.
 * - `organization:<userId>:refunding`: a payment the provider took that no milestone could hold (a
 *   second payment of a milestone already held), owed back to the organization until the
 *   provider has refunded it.
 * - `escrow:milestone:<milestoneId>`: the money held for one milestone, from funding until its
 *   release, refund or split; zero afterwards.
 * - `talent:<userId>:available`: a talent's released earnings, net of fee and VAT, to withdraw.
 * - `talent:<userId>:withdrawing`: payouts asked for and not yet paid by the provider; a failed
 *   payout goes back to `available`.
 * - `talent:<userId>:withdrawn`: what has been paid out to the talent's bank.
 * - `platform:fee`, `platform:vat`: the platform's fee and the VAT on it, as each release takes them.
 *
 * Every account but an organization's funding account holds money and never goes below zero;
 * the database refuses a commit that would make one negative (migration 0027).
 */
export type LedgerAccount = string & { readonly __ledgerAccount: never };

const ACCOUNT_PATTERN =
  /^(organization:[0-9a-f-]{36}:(funding|refunding)|escrow:milestone:[0-9a-f-]{36}|talent:[0-9a-f-]{36}:(available|withdrawing|withdrawn)|platform:(fee|vat))$/;

function named(account: string): LedgerAccount {
  if (!isLedgerAccount(account)) throw new RangeError(`${account} is not a ledger account`);
  return account;
}

/** Whether a name is one of the ledger's accounts (the database's ledger_entries_account_check). */
export function isLedgerAccount(account: string): account is LedgerAccount {
  return ACCOUNT_PATTERN.test(account);
}

/** The one kind of account that may go negative (the database's ledger_account_may_go_negative). */
export function mayGoNegative(account: LedgerAccount): boolean {
  return account.startsWith('organization:') && account.endsWith(':funding');
}

// Ids are UUIDs; the database compares account names as text, so they are written in lower case.
export const ledgerAccounts = {
  organizationFunding: (userId: string) => named(`organization:${userId.toLowerCase()}:funding`),
  organizationRefunding: (userId: string) => named(`organization:${userId.toLowerCase()}:refunding`),
  milestoneEscrow: (milestoneId: string) => named(`escrow:milestone:${milestoneId.toLowerCase()}`),
  talentAvailable: (userId: string) => named(`talent:${userId.toLowerCase()}:available`),
  talentWithdrawing: (userId: string) => named(`talent:${userId.toLowerCase()}:withdrawing`),
  talentWithdrawn: (userId: string) => named(`talent:${userId.toLowerCase()}:withdrawn`),
  platformFee: named('platform:fee'),
  platformVat: named('platform:vat'),
} as const;
