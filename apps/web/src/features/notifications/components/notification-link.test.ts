import type { Notification } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-link';

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  actorName: 'AlUla Arts Gallery',
  jobId: '00000000-0000-4000-8000-000000000002',
  jobTitle: 'Lookbook',
  chatId: '00000000-0000-4000-8000-000000000003',
  count: 1,
  read: false,
  note: null,
  invoiceId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
} satisfies Omit<Notification, 'kind'>;

describe('where a notification leads', () => {
  it('takes a release to the tax invoice it issued, and other milestone news to the chat', () => {
    const invoiceId = '00000000-0000-4000-8000-000000000004';
    expect(notificationHref({ ...base, kind: 'MILESTONE_RELEASED', invoiceId })).toBe(
      `/payments/invoices/${invoiceId}`,
    );
    expect(notificationHref({ ...base, kind: 'MILESTONE_FUNDED' })).toBe(`/messages?chat=${base.chatId}`);
  });

  it('takes a withdrawal to Payments', () => {
    expect(notificationHref({ ...base, kind: 'PAYOUT_PAID', chatId: null, jobId: null })).toBe('/payments');
  });

  it("takes a licence's verification, refusal, reminder and expiry to the talent's licences", () => {
    for (const kind of [
      'LICENCE_VERIFIED',
      'LICENCE_REJECTED',
      'LICENCE_EXPIRING',
      'LICENCE_EXPIRED',
    ] as const)
      expect(notificationHref({ ...base, kind, chatId: null, jobId: null })).toBe('/settings/licences');
  });
});
