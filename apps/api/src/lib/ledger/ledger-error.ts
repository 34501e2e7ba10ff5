export type LedgerErrorReason = 'INVALID' | 'UNBALANCED' | 'INSUFFICIENT_FUNDS' | 'EXTERNAL_ID_REUSED';

/**
 * A posting the ledger refuses. Services decide what the person is told (usually NOT_ALLOWED);
 * the message names the account and amounts for the log.
 */
export class LedgerError extends Error {
  constructor(
    readonly reason: LedgerErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}
