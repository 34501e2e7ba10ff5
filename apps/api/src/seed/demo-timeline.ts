import type { Clock } from '../lib/clock';
import type { DemoContract } from './demo-contracts';
import { seededRandom, type SeededRandom } from './seeded-random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Riyadh is UTC+3 all year: people write between 8 in the morning and 11 at night there. */
const RIYADH_OFFSET = 3 * HOUR;

export type DemoStepKind = 'apply' | 'message' | 'decide' | 'finish' | 'review';

/** One thing that happened to a contract: `line` is the message's line in its thread. */
export interface DemoStep {
  readonly kind: DemoStepKind;
  readonly contract: number;
  readonly line: number;
  readonly at: Date;
}

export interface DemoSignUp {
  readonly joined: Date;
  readonly onboarded: Date;
}

/** When each part of the demo happened, in the months before the seeding time. */
export interface DemoTimeline {
  readonly organizations: readonly DemoSignUp[];
  readonly talents: readonly DemoSignUp[];
  readonly jobs: readonly Date[];
  /** Every contract's steps, oldest first, so chats and notifications fill in the order they happened. */
  readonly steps: readonly DemoStep[];
  readonly invitation: Date;
  readonly savedList: Date;
}

export interface DemoTimelineInput {
  readonly now: Date;
  readonly organizations: number;
  readonly talents: number;
  readonly jobs: readonly { readonly organization: number }[];
  readonly contracts: readonly DemoContract[];
  /** How many messages the contract's chat thread has. */
  readonly lines: (contract: number) => number;
  /** The talent the first organization invites, days before the seeding time. */
  readonly invited: number;
}

/** A clock the seed sets to each moment of the demo's history before acting through the services. */
export interface SeedClock extends Clock {
  set(at: Date): void;
}

export function seedClock(start: Date): SeedClock {
  let current = start;
  return {
    now: () => new Date(current.getTime()),
    set: (at) => {
      current = at;
    },
  };
}

const advanced = (contract: DemoContract) => contract.until === 'FINISHED' || contract.until === 'REVIEWED';

/**
 * Spreads the demo over the last six months: organizations and talent join, jobs are posted
 * (the older the further their contracts went), talent apply and chat for minutes on one day,
 * are accepted days later, finish weeks later and are reviewed after that. Deterministic for a
 * given `now`; every step lies before it.
 */
export function demoTimeline(input: DemoTimelineInput): DemoTimeline {
  const now = input.now.getTime();
  const limit = now - 5 * MINUTE;
  const random = seededRandom(2026);
  const later = (from: number, min: number, max: number) => after(random, limit, from, min, max);

  const jobs = input.jobs.map((_, job) => {
    const mine = input.contracts.filter((contract) => contract.job === job);
    if (mine.some(advanced)) return awake(random, limit, now - random.int(50 * DAY, 150 * DAY));
    if (mine.some((contract) => contract.until === 'APPROVED'))
      return awake(random, limit, now - random.int(14 * DAY, 45 * DAY));
    return awake(random, limit, now - random.int(1 * DAY, 21 * DAY));
  });

  const steps: DemoStep[] = [];
  const firstContact = new Map<number, number>();
  const contacted = (talent: number, at: number) =>
    firstContact.set(talent, Math.min(at, firstContact.get(talent) ?? at));
  for (const [index, contract] of input.contracts.entries()) {
    const posted = jobs[contract.job] ?? now - DAY;
    const push = (kind: DemoStepKind, at: number, line = 0) =>
      steps.push({ kind, contract: index, line, at: new Date(at) });
    // A waiting application is recent; one that went further came soon after the job was posted.
    let at =
      contract.until === 'PENDING'
        ? random.int(Math.max(posted + 3 * HOUR, now - 12 * DAY), now - 2 * HOUR)
        : awake(random, limit, later(posted, 3 * HOUR, 4 * DAY));
    push('apply', at);
    contacted(contract.talent, at);
    at = awake(random, limit, later(at, 40 * MINUTE, 20 * HOUR));
    for (let line = 0; line < input.lines(index); line += 1) {
      // Replies come minutes apart; now and then one waits until the person is free.
      if (line > 0) at = random.chance(0.1) ? later(at, HOUR, 5 * HOUR) : later(at, 2 * MINUTE, 25 * MINUTE);
      push('message', at, line);
    }
    if (contract.until === 'PENDING') continue;
    at = awake(random, limit, later(at, 3 * HOUR, 3 * DAY));
    push('decide', at);
    if (!advanced(contract)) continue;
    at = awake(random, limit, later(at, 5 * DAY, 25 * DAY));
    push('finish', at);
    if (contract.until !== 'REVIEWED') continue;
    push('review', awake(random, limit, later(at, 3 * HOUR, 4 * DAY)));
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());

  const invitation = awake(random, limit, now - random.int(20 * HOUR, 3 * DAY));
  contacted(input.invited, invitation);
  const savedList = awake(random, limit, now - random.int(2 * DAY, 8 * DAY));

  // Everyone joined before they first acted: a talent before applying, an organization before posting.
  const firstPost = new Map<number, number>();
  for (const [job, { organization }] of input.jobs.entries())
    firstPost.set(organization, Math.min(jobs[job] ?? now, firstPost.get(organization) ?? now));
  const organizations = signUps(random, now, input.organizations, 100, 180, (index) =>
    firstPost.has(index) ? (firstPost.get(index) ?? now) - random.int(2 * DAY, 15 * DAY) : limit,
  );
  const talents = signUps(random, now, input.talents, 5, 175, (index) =>
    firstContact.has(index) ? (firstContact.get(index) ?? now) - random.int(DAY, 12 * DAY) : limit,
  );
  return {
    organizations,
    talents,
    jobs: jobs.map((at) => new Date(at)),
    steps,
    invitation: new Date(invitation),
    savedList: new Date(savedList),
  };
}

/**
 * Sign-ups spread between `newest` and `oldest` days ago, the first accounts the oldest (as the
 * demo's founding members), each before its `latest` moment; onboarding takes a few minutes.
 */
function signUps(
  random: SeededRandom,
  now: number,
  count: number,
  newest: number,
  oldest: number,
  latest: (index: number) => number,
): DemoSignUp[] {
  const ages = Array.from({ length: count }, () => random.int(newest * DAY, oldest * DAY)).sort(
    (a, b) => b - a,
  );
  return ages.map((age, index) => {
    const joined = Math.min(now - age, latest(index));
    return { joined: new Date(joined), onboarded: new Date(joined + random.int(6 * MINUTE, 45 * MINUTE)) };
  });
}

/** A moment between `min` and `max` after `from`, or sooner so it stays before `limit`. */
function after(random: SeededRandom, limit: number, from: number, min: number, max: number): number {
  const at = from + random.int(min, max);
  if (at < limit) return at;
  return from + Math.max(1_000, Math.floor((limit - from) * (0.3 + 0.4 * random.next())));
}

/** Moves a moment in the Riyadh night to the next morning, unless that would pass `limit`. */
function awake(random: SeededRandom, limit: number, at: number): number {
  const local = at + RIYADH_OFFSET;
  const hour = Math.floor((local % DAY) / HOUR);
  if (hour >= 8 && hour < 23) return at;
  const morning = local - (local % DAY) + (hour >= 23 ? DAY : 0) + 8 * HOUR - RIYADH_OFFSET;
  const moved = morning + random.int(0, 150 * MINUTE);
  return moved < limit ? moved : at;
}
