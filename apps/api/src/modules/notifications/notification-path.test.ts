import { describe, expect, it } from 'vitest';
import { notificationPath } from './notification-emails';

const none = { chatId: null, jobId: null, invoiceId: null };

describe("where a notification's e-mail leads", () => {
  it("takes a licence's news to the talent's licences, as the bell does", () => {
    for (const kind of ['LICENCE_VERIFIED', 'LICENCE_REJECTED', 'LICENCE_EXPIRING', 'LICENCE_EXPIRED'])
      expect(notificationPath({ ...none, kind })).toBe('/settings/licences');
  });

  it('takes other news without a chat, job or invoice home', () => {
    expect(notificationPath({ ...none, kind: 'APPLICATION_ACCEPTED' })).toBe('/');
  });
});
