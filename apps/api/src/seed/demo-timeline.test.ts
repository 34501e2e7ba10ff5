import { describe, expect, it } from 'vitest';
import { demoContracts, demoHeadcounts } from './demo-contracts';
import { chatThread } from './demo-conversations';
import { DEMO_INDIVIDUALS, DEMO_JOBS } from './demo-data';
import { MORE_DEMO_JOBS } from './demo-more-jobs';
import { MORE_DEMO_ORGANIZATIONS } from './demo-more-organizations';
import { MORE_DEMO_INDIVIDUALS } from './demo-more-talents';
import { demoTimeline, type DemoStepKind } from './demo-timeline';

const DAY = 24 * 60 * 60 * 1000;
const INDIVIDUALS = [...DEMO_INDIVIDUALS, ...MORE_DEMO_INDIVIDUALS];
const JOBS = [...DEMO_JOBS, ...MORE_DEMO_JOBS];
const contracts = demoContracts(INDIVIDUALS, JOBS);
const now = new Date('2026-03-01T09:00:00Z');
const timelineAt = (at: Date) =>
  demoTimeline({
    now: at,
    organizations: 3 + MORE_DEMO_ORGANIZATIONS.length,
    talents: INDIVIDUALS.length,
    jobs: JOBS,
    contracts,
    lines: (number) =>
      chatThread(INDIVIDUALS[contracts[number]?.talent ?? 0]?.language ?? 'en', number).length,
    invited: 42,
  });
const timeline = timelineAt(now);
const time = (date: Date | undefined) => date?.getTime() ?? Number.NaN;
const stepsOf = (contract: number) => timeline.steps.filter((step) => step.contract === contract);

describe('the demo timeline', () => {
  it('spreads sign-ups, job posts and contracts over months, all before the seeding time', () => {
    const all = [
      ...timeline.organizations.flatMap(({ joined, onboarded }) => [joined, onboarded]),
      ...timeline.talents.flatMap(({ joined, onboarded }) => [joined, onboarded]),
      ...timeline.jobs,
      ...timeline.steps.map((step) => step.at),
      timeline.invitation,
      timeline.savedList,
    ].map(time);
    expect(all.every((at) => at < now.getTime())).toBe(true);
    expect(Math.max(...all) - Math.min(...all)).toBeGreaterThanOrEqual(120 * DAY);
    for (const dates of [timeline.talents.map(({ joined }) => joined), timeline.jobs]) {
      const times = dates.map(time);
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(60 * DAY);
      expect(new Set(dates.map((date) => date.toISOString().slice(0, 10))).size).toBeGreaterThan(10);
    }
  });

  it('is the same for the same seeding time', () => {
    const again = timelineAt(new Date(now));
    expect(again).toEqual(timeline);
  });

  it('runs each contract in order: applied, chatted minutes apart, decided, finished, reviewed', () => {
    const days = new Set<string>();
    for (const [index, contract] of contracts.entries()) {
      const steps = stepsOf(index);
      const expected: DemoStepKind[] = [
        'apply',
        ...chatThread(INDIVIDUALS[contract.talent]?.language ?? 'en', index).map(() => 'message' as const),
      ];
      if (contract.until !== 'PENDING') expected.push('decide');
      if (contract.until === 'FINISHED' || contract.until === 'REVIEWED') expected.push('finish');
      if (contract.until === 'REVIEWED') expected.push('review');
      expect(steps.map((step) => step.kind)).toEqual(expected);
      for (let i = 1; i < steps.length; i += 1)
        expect(time(steps[i]?.at)).toBeGreaterThan(time(steps[i - 1]?.at));
      const messages = steps.filter((step) => step.kind === 'message');
      for (let i = 1; i < messages.length; i += 1)
        expect(time(messages[i]?.at) - time(messages[i - 1]?.at)).toBeLessThanOrEqual(5 * 60 * 60 * 1000);
      days.add(messages[0]?.at.toISOString().slice(0, 10) ?? '');
      expect(time(steps[0]?.at)).toBeGreaterThan(time(timeline.jobs[contract.job]));
      expect(time(steps[0]?.at)).toBeGreaterThan(time(timeline.talents[contract.talent]?.onboarded));
    }
    // Conversations happen on many different days, not in one sitting.
    expect(days.size).toBeGreaterThan(contracts.length / 2);
    // Finished work took days, and a review came after the finish.
    for (const [index] of contracts.entries()) {
      const steps = stepsOf(index);
      const decided = steps.find((step) => step.kind === 'decide');
      const finished = steps.find((step) => step.kind === 'finish');
      if (decided !== undefined && finished !== undefined)
        expect(time(finished.at) - time(decided.at)).toBeGreaterThanOrEqual(DAY);
    }
  });

  it('lists the steps of all contracts oldest first', () => {
    const times = timeline.steps.map((step) => time(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('has every organization join before it posts', () => {
    for (const [job, { organization }] of JOBS.entries())
      expect(time(timeline.jobs[job])).toBeGreaterThan(time(timeline.organizations[organization]?.onboarded));
    expect(time(timeline.invitation)).toBeGreaterThan(time(timeline.talents[42]?.onboarded));
  });
});

describe('the demo headcounts', () => {
  it('ask for at least as many people as each job accepts', () => {
    const headcounts = demoHeadcounts(contracts, JOBS.length);
    for (const [job, headcount] of headcounts.entries()) {
      const accepted = contracts.filter(
        (contract) => contract.job === job && ['APPROVED', 'FINISHED', 'REVIEWED'].includes(contract.until),
      ).length;
      expect(headcount).toBeGreaterThanOrEqual(Math.max(1, accepted));
    }
    // The runway job accepts three models, so it must ask for three or more.
    expect(headcounts[0]).toBeGreaterThanOrEqual(3);
  });
});
