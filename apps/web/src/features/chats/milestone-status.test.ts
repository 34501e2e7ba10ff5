import { MILESTONE_STATUSES, type Milestone } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import arabic from '../../i18n/ar/chats.json';
import english from '../../i18n/en/chats.json';
import {
  MILESTONE_TONES,
  PARTY_MILESTONE_ACTIONS,
  partyMilestoneActions,
  paymentFailure,
} from './milestone-status';

const milestone: Milestone = {
  id: '00000000-0000-4000-8000-000000000001',
  jobRequestId: '00000000-0000-4000-8000-000000000002',
  title: 'Sound check',
  status: 'UNFUNDED',
  currency: 'SAR',
  amount: 243_750,
  fee: 24_375,
  vat: 3_656,
  net: 215_719,
  declineReason: null,
  disputeReason: null,
  disputedBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  heldAt: null,
  deliveredAt: null,
  autoReleaseAt: null,
  settledAt: null,
  payment: null,
};

describe('the milestone statuses', () => {
  it('each have a label and, for each side, a note in both languages', () => {
    for (const catalogue of [english, arabic]) {
      for (const status of MILESTONE_STATUSES) {
        expect(catalogue.milestones.status[status], status).toBeTruthy();
        expect(catalogue.milestones.notes[status].ORGANIZATION, status).toBeTruthy();
        expect(catalogue.milestones.notes[status].INDIVIDUAL, status).toBeTruthy();
      }
    }
  });

  it('say plainly where the money is: held, not yet protected, or frozen', () => {
    expect(english.milestones.notes.HELD.INDIVIDUAL).toMatch(/^Funded: the money is held/);
    expect(english.milestones.notes.HELD.ORGANIZATION).toMatch(/^Funded: the money is held/);
    for (const status of ['PROPOSED', 'UNFUNDED', 'PENDING'] as const) {
      expect(MILESTONE_TONES[status]).toBe('unprotected');
      expect(english.milestones.notes[status].INDIVIDUAL).toContain('Not protected yet');
    }
    expect(MILESTONE_TONES.DISPUTED).toBe('frozen');
    expect(english.milestones.notes.DISPUTED.INDIVIDUAL).toContain('frozen until the platform decides');
    expect(MILESTONE_TONES.HELD).toBe('held');
    expect(MILESTONE_TONES.DELIVERED).toBe('held');
  });
});

describe('partyMilestoneActions', () => {
  it("offers each side the lifecycle table's actions, with a label for each", () => {
    expect(partyMilestoneActions('PROPOSED', 'INDIVIDUAL')).toEqual(['accept', 'decline']);
    expect(partyMilestoneActions('PROPOSED', 'ORGANIZATION')).toEqual([]);
    expect(partyMilestoneActions('UNFUNDED', 'ORGANIZATION')).toEqual(['fund']);
    expect(partyMilestoneActions('HELD', 'INDIVIDUAL')).toEqual(['deliver', 'refund', 'dispute']);
    expect(partyMilestoneActions('DELIVERED', 'ORGANIZATION')).toEqual(['release', 'dispute']);
    expect(partyMilestoneActions('PENDING', 'ORGANIZATION')).toEqual([]);
    expect(partyMilestoneActions('DISPUTED', 'INDIVIDUAL')).toEqual([]);
    for (const action of PARTY_MILESTONE_ACTIONS) {
      expect(english.milestones.actions[action]).toBeTruthy();
      expect(arabic.milestones.actions[action]).toBeTruthy();
    }
  });
});

describe('paymentFailure', () => {
  it("gives the provider's reason of a failed payment, or the fallback when it gave none", () => {
    const failed = { status: 'FAILED', method: 'CARD', cardScheme: 'mada', lastFour: '1101' } as const;
    expect(
      paymentFailure(
        { ...milestone, payment: { ...failed, failureReason: 'Insufficient funds' } },
        'Not paid.',
      ),
    ).toBe('Insufficient funds');
    expect(paymentFailure({ ...milestone, payment: { ...failed, failureReason: null } }, 'Not paid.')).toBe(
      'Not paid.',
    );
  });

  it('says nothing before a payment, once one succeeded, or once the milestone moved on', () => {
    expect(paymentFailure(milestone, 'Not paid.')).toBeNull();
    const failed = {
      status: 'FAILED',
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1101',
      failureReason: 'Insufficient funds',
    } as const;
    expect(paymentFailure({ ...milestone, status: 'PENDING', payment: failed }, 'Not paid.')).toBeNull();
    expect(
      paymentFailure(
        { ...milestone, status: 'HELD', payment: { ...failed, status: 'PAID', failureReason: null } },
        'Not paid.',
      ),
    ).toBeNull();
  });
});
