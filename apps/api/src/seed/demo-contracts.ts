import type { DemoIndividual, DemoJob } from './demo-data';
import { seededRandom } from './seeded-random';

export type ContractStage = 'PENDING' | 'APPROVED' | 'REJECTED' | 'FINISHED' | 'REVIEWED';

export interface DemoContract {
  readonly talent: number;
  readonly job: number;
  readonly until: ContractStage;
  readonly rating: number;
  /** Written for this contract; otherwise a review of the specialty is used. */
  readonly review?: string;
}

/**
 * The first demo accounts' applications, which the browser tests and the README rely on
 * (Lina's three reviews average 4.67, enough to show stars rather than "New"; the first job has a
 * model applicant in every state).
 */
const FIXED: readonly DemoContract[] = [
  {
    talent: 0,
    job: 0,
    until: 'REVIEWED',
    rating: 5,
    review: 'Lina was outstanding on the runway: punctual, prepared and a joy to work with.',
  },
  { talent: 1, job: 0, until: 'PENDING', rating: 5 },
  { talent: 11, job: 0, until: 'APPROVED', rating: 5 },
  { talent: 12, job: 0, until: 'REJECTED', rating: 5 },
  { talent: 13, job: 0, until: 'FINISHED', rating: 5 },
  { talent: 41, job: 0, until: 'PENDING', rating: 5 },
  {
    talent: 2,
    job: 1,
    until: 'REVIEWED',
    rating: 4,
    review: 'Beautiful product shots delivered a day early. We will book Omar again.',
  },
  { talent: 3, job: 2, until: 'APPROVED', rating: 5 },
  { talent: 4, job: 3, until: 'REJECTED', rating: 5 },
  {
    talent: 5,
    job: 4,
    until: 'REVIEWED',
    rating: 5,
    review: 'Our guests loved Khalid’s stories of Hegra. Knowledgeable and warm.',
  },
  { talent: 6, job: 5, until: 'FINISHED', rating: 5 },
  {
    talent: 7,
    job: 6,
    until: 'REVIEWED',
    rating: 4,
    review: 'Great energy at the city run and very professional with the press.',
  },
  { talent: 9, job: 8, until: 'REVIEWED', rating: 5 },
];

const STAGES: readonly ContractStage[] = [
  'REVIEWED',
  'PENDING',
  'APPROVED',
  'REVIEWED',
  'REJECTED',
  'FINISHED',
  'PENDING',
];
const RATINGS = [5, 4, 5, 5, 3, 4];

/**
 * Every later job gets the talents of its own specialty who joined with the larger demo (never
 * a model for a stylist's job), in stages that cycle so each state appears many times.
 */
export function demoContracts(
  individuals: readonly DemoIndividual[],
  jobs: readonly DemoJob[],
  firstNewTalent = 11,
  firstNewJob = 10,
): DemoContract[] {
  const contracts: DemoContract[] = [
    ...FIXED,
    {
      talent: 0,
      job: firstNewJob,
      until: 'REVIEWED',
      rating: 4,
      review: 'A natural in front of the camera; the campaign looks stunning.',
    },
    {
      talent: 0,
      job: firstNewJob + 5,
      until: 'REVIEWED',
      rating: 5,
      review: 'Lina carried the lookbook: every outfit moved the way the designer hoped.',
    },
  ];
  let turn = 0;
  for (let job = firstNewJob; job < jobs.length; job += 1) {
    const category = jobs[job]?.jobCategory;
    const applicants: number[] = [];
    for (let talent = firstNewTalent; talent < individuals.length; talent += 1)
      if (individuals[talent]?.role === category) applicants.push(talent);
    const take = 1 + ((job * 7) % applicants.length);
    for (const talent of applicants.slice(0, take)) {
      contracts.push({
        talent,
        job,
        until: STAGES[turn % STAGES.length] ?? 'PENDING',
        rating: RATINGS[turn % RATINGS.length] ?? 5,
      });
      turn += 1;
    }
  }
  return contracts;
}

const ACCEPTED: readonly ContractStage[] = ['APPROVED', 'FINISHED', 'REVIEWED'];

/**
 * How many people each job asks for: never fewer than it accepts (a job with three models
 * accepted needs three or more), often one or two more still to find.
 */
export function demoHeadcounts(contracts: readonly DemoContract[], jobs: number): number[] {
  return Array.from({ length: jobs }, (_, job) => {
    const accepted = contracts.filter(
      (contract) => contract.job === job && ACCEPTED.includes(contract.until),
    );
    return Math.max(1, accepted.length + seededRandom(job * 97 + 3).int(0, 2));
  });
}
