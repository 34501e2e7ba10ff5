import { describe, expect, it } from 'vitest';
import {
  allowedMilestoneActions,
  canTakeMilestoneAction,
  MILESTONE_ACTIONS,
  MILESTONE_CREATION,
  MILESTONE_FINAL_STATUSES,
  MILESTONE_STATUSES,
  MILESTONE_TRANSITIONS,
  type MilestoneStatus,
} from './milestone-lifecycle';

describe('the milestone lifecycle', () => {
  it('starts PROPOSED, by the organization', () => {
    expect(MILESTONE_CREATION).toEqual({ to: 'PROPOSED', by: 'ORGANIZATION' });
  });

  it('lets the talent accept or decline a proposed milestone, and nobody else act on it', () => {
    expect(allowedMilestoneActions('PROPOSED', 'INDIVIDUAL')).toEqual(['accept', 'decline']);
    expect(allowedMilestoneActions('PROPOSED', 'ORGANIZATION')).toEqual([]);
    expect(MILESTONE_TRANSITIONS.accept.to).toBe('UNFUNDED');
    expect(MILESTONE_TRANSITIONS.decline.to).toBe('DECLINED');
  });

  it('lets only the organization fund, and only an accepted milestone', () => {
    expect(allowedMilestoneActions('UNFUNDED', 'ORGANIZATION')).toEqual(['fund']);
    expect(allowedMilestoneActions('UNFUNDED', 'INDIVIDUAL')).toEqual([]);
    for (const status of MILESTONE_STATUSES.filter((s) => s !== 'UNFUNDED')) {
      expect(canTakeMilestoneAction('fund', status, 'ORGANIZATION')).toBe(false);
    }
    expect(MILESTONE_TRANSITIONS.fund.to).toBe('PENDING');
  });

  it("holds the money on the provider's success and returns to UNFUNDED on its failure, by the provider alone", () => {
    expect(allowedMilestoneActions('PENDING', 'PROVIDER')).toEqual(['paymentSucceeded', 'paymentFailed']);
    expect(MILESTONE_TRANSITIONS.paymentSucceeded).toMatchObject({ to: 'HELD', money: 'HOLD' });
    expect(MILESTONE_TRANSITIONS.paymentFailed).toMatchObject({ to: 'UNFUNDED', money: null });
    for (const actor of ['ORGANIZATION', 'INDIVIDUAL', 'OPERATOR', 'SCHEDULER'] as const) {
      expect(allowedMilestoneActions('PENDING', actor)).toEqual([]);
    }
  });

  it('lets the talent deliver, refund or dispute held money, and the organization release or dispute it', () => {
    expect(allowedMilestoneActions('HELD', 'INDIVIDUAL')).toEqual(['deliver', 'refund', 'dispute']);
    expect(allowedMilestoneActions('HELD', 'ORGANIZATION')).toEqual(['release', 'dispute']);
    expect(allowedMilestoneActions('DELIVERED', 'INDIVIDUAL')).toEqual(['refund', 'dispute']);
    expect(allowedMilestoneActions('DELIVERED', 'ORGANIZATION')).toEqual(['release', 'dispute']);
  });

  it('releases a delivered milestone by itself, through the scheduler, and only a delivered one', () => {
    expect(allowedMilestoneActions('DELIVERED', 'SCHEDULER')).toEqual(['autoRelease']);
    expect(allowedMilestoneActions('HELD', 'SCHEDULER')).toEqual([]);
    expect(allowedMilestoneActions('DISPUTED', 'SCHEDULER')).toEqual([]);
  });

  it('freezes disputed money until an operator releases, refunds or splits it', () => {
    expect(allowedMilestoneActions('DISPUTED', 'OPERATOR')).toEqual([
      'resolveRelease',
      'resolveRefund',
      'resolveSplit',
    ]);
    expect(allowedMilestoneActions('DISPUTED', 'ORGANIZATION')).toEqual([]);
    expect(allowedMilestoneActions('DISPUTED', 'INDIVIDUAL')).toEqual([]);
    expect(MILESTONE_TRANSITIONS.resolveRelease.to).toBe('RELEASED');
    expect(MILESTONE_TRANSITIONS.resolveRefund.to).toBe('REFUNDED');
    expect(MILESTONE_TRANSITIONS.resolveSplit).toMatchObject({ to: 'RELEASED', money: 'SPLIT' });
  });

  it('gives operators nothing to do outside a dispute', () => {
    for (const status of MILESTONE_STATUSES.filter((s) => s !== 'DISPUTED')) {
      expect(allowedMilestoneActions(status, 'OPERATOR')).toEqual([]);
    }
  });

  it('ends at DECLINED, RELEASED and REFUNDED', () => {
    expect([...MILESTONE_FINAL_STATUSES].sort()).toEqual(['DECLINED', 'REFUNDED', 'RELEASED']);
  });

  it('moves money exactly when it enters HELD or leaves held money for good', () => {
    const held: readonly MilestoneStatus[] = ['HELD', 'DELIVERED', 'DISPUTED'];
    for (const action of MILESTONE_ACTIONS) {
      const { from, to, money } = MILESTONE_TRANSITIONS[action];
      const fromHeld = from.every((status) => held.includes(status));
      const movesMoney = (to === 'HELD' && !fromHeld) || (fromHeld && !held.includes(to));
      expect(money !== null, action).toBe(movesMoney);
    }
  });

  it('only reaches known states, from known states', () => {
    for (const action of MILESTONE_ACTIONS) {
      const { from, to, by } = MILESTONE_TRANSITIONS[action];
      expect(MILESTONE_STATUSES).toContain(to);
      expect(from.length).toBeGreaterThan(0);
      expect(by.length).toBeGreaterThan(0);
      for (const status of from) expect(MILESTONE_STATUSES).toContain(status);
    }
  });
});
