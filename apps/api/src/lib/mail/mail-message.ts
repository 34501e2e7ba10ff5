export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Delivers one message or throws; the outbox retries what throws. */
export interface MailTransport {
  send(message: MailMessage & { readonly from: string }): Promise<void>;
}
