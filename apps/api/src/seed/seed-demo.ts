import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { CreateJobSchema, OnboardingBodySchema, type Specialty } from '@casting/contract';
import type { Db } from '../db/database';
import { createAccountAllowance, type AccountLimits } from '../lib/account-limits';
import type { Actor } from '../lib/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { EventBus } from '../lib/events/event-bus';
import { createMediaUrls } from '../lib/media-urls';
import { hashPassword } from '../lib/password';
import type { MediaStorage } from '../lib/storage/media-storage';
import { countUsers, findIndividualIdOfUser, insertUser } from '../modules/accounts/accounts.repo';
import { createChatsService } from '../modules/chats/chats.service';
import { createApplicantsService } from '../modules/job-requests/applicants.service';
import { createApplicationsService } from '../modules/job-requests/applications.service';
import { applyForJob } from '../modules/job-requests/apply.service';
import { createJobRequestsService } from '../modules/job-requests/job-requests.service';
import { createJobsService } from '../modules/jobs/jobs.service';
import { storeUpload } from '../modules/media/media.service';
import { readUpload } from '../modules/media/read-upload';
import { createNotifier } from '../modules/notifications/notifier';
import { completeOnboarding } from '../modules/onboarding/onboarding.service';
import { insertOrFindTag } from '../modules/tags/tags.repo';
import { createTalentListsService } from '../modules/talent-lists/talent-lists.service';
import {
  DEMO_INDIVIDUALS,
  DEMO_JOBS,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  type DemoIndividual,
} from './demo-data';
import { logoSvg, portraitSvg, svgToJpeg, workSvg } from './demo-images';

export interface SeedDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly storage: MediaStorage;
  readonly mediaPublicUrl: string | undefined;
  readonly events: EventBus;
  readonly logger: FastifyBaseLogger;
  readonly limits: AccountLimits;
}

const demoReel = readFileSync(new URL('./assets/demo-reel.mp4', import.meta.url));

/** Which uploads go into which media fields of each specialty. */
function mediaFields(
  role: Specialty,
  portraits: string[],
  works: string[],
  reel: string,
): Record<string, unknown> {
  const [p1 = '', p2 = '', p3 = ''] = portraits;
  const [w1 = '', w2 = '', w3 = ''] = works;
  switch (role) {
    case 'MODEL':
      return { portfolioPictures: [w1, w2, w3], headShots: [p1, p2], fullBodyShots: [p2, p3] };
    case 'VIDEOGRAPHER':
    case 'PHOTOGRAPHER':
    case 'EDITOR':
      return { portfolioPictures: [w1, w2, w3], reels: [reel] };
    case 'FASHION':
    case 'BEAUTY':
      return { certificates: [w1], previousWork: [w2, w3] };
    case 'ARTIST':
      return { previousWork: [w1, w2, w3] };
    case 'ATHLETE':
      return { bodyPictures: [p2, p3], trophiePictures: [w1] };
    case 'TOURISM':
      return { certificates: [w1] };
    case 'MUSIC_AND_SOUND_ENGINEER':
      return {};
  }
}

/**
 * Fills an empty database with demo organizations, talent of every specialty, jobs in every
 * category, chats and contracts in each state, and reviews, through the same services the
 * API uses. Does nothing when any account exists.
 */
export async function seedDemo(deps: SeedDeps): Promise<boolean> {
  const { db, clock, storage, events, logger } = deps;
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mediaUrls = createMediaUrls(deps.mediaPublicUrl);
  const allowance = createAccountAllowance(db, clock, deps.limits);
  const mediaDeps = { db, storage, logger, allowance };
  const onboardingDeps = { db, clock, mediaUrls };
  const upload = async (actor: Actor, file: Buffer) =>
    storeUpload(mediaDeps, actor, await readUpload(Readable.from([file]), 'invalid'));

  const account = async (
    role: Actor['role'],
    email: string,
    firstName: string,
    lastName: string,
  ): Promise<Actor> => {
    const user = await insertUser(db, {
      role,
      email,
      firstName,
      lastName,
      passwordHash,
      emailVerified: true,
    });
    return { userId: user.id, role, sessionId: 'seed' };
  };

  const organizations: { actor: Actor; id: string }[] = [];
  for (const [index, demo] of DEMO_ORGANIZATIONS.entries()) {
    const actor = await account('ORGANIZATION', demo.email, demo.firstName, demo.lastName);
    const logo = await upload(actor, await svgToJpeg(logoSvg(index)));
    const status = await completeOnboarding(
      onboardingDeps,
      actor,
      OnboardingBodySchema.parse({ organizationProfile: { ...demo.profile, logo } }),
    );
    organizations.push({ actor, id: status.organization?.id ?? '' });
  }

  const talents: Actor[] = [];
  for (const [index, demo] of DEMO_INDIVIDUALS.entries()) {
    const actor = await account('INDIVIDUAL', demo.email, demo.firstName, demo.lastName);
    talents.push(actor);
    await onboardTalent(actor, demo, index);
  }

  async function onboardTalent(actor: Actor, demo: DemoIndividual, index: number): Promise<void> {
    const portraits = [];
    for (let i = 0; i < 3; i += 1)
      portraits.push(await upload(actor, await svgToJpeg(portraitSvg(index + i))));
    const works = [];
    for (let i = 0; i < 3; i += 1) works.push(await upload(actor, await svgToJpeg(workSvg(index * 3 + i))));
    const reel = await upload(actor, demoReel);
    await completeOnboarding(
      onboardingDeps,
      actor,
      OnboardingBodySchema.parse({
        individualProfile: {
          role: demo.role,
          bio: demo.bio,
          socialAccount: `https://instagram.com/${demo.firstName.toLowerCase()}`,
          yearsOfExperience: demo.yearsOfExperience,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            { title: 'Freelance', company: 'Independent', startDate: '2021-01-01', untilNow: true },
            { title: 'Assistant', company: 'Studio Riyadh', startDate: '2018-03-01', endDate: '2020-12-31' },
          ],
          specialtyInfo: {
            profilePicture: portraits[0],
            ...demo.info,
            ...mediaFields(demo.role, portraits, works, reel),
          },
        },
      }),
    );
  }

  const notifier = createNotifier({ clock, events });
  const jobs = createJobsService({ db, clock, logger, mediaUrls, allowance, events, notifier });
  const jobIds: string[] = [];
  for (const demo of DEMO_JOBS) {
    const organization = organizations[demo.organization];
    if (organization === undefined) continue;
    const tags = [];
    for (const title of demo.tags) tags.push((await insertOrFindTag(db, title)).id);
    const job = await jobs.create(
      organization.actor,
      CreateJobSchema.parse({
        title: demo.title,
        jobCategory: demo.jobCategory,
        requiredExperience: { minimum: 1, maximum: 5 },
        jobDuration: { minimum: 1, minimumPrefix: 'WEEK', maximum: 1, maximumPrefix: 'MONTH' },
        careerLevel: 'MID_LEVEL',
        location: 'SA',
        salary: demo.salary,
        educationLevel: 'OTHER',
        description: demo.description,
        requirements: [
          { id: 1, content: 'A portfolio of recent work' },
          { id: 2, content: 'Available on the shoot dates' },
          { id: 3, content: 'Based in Saudi Arabia' },
          { id: 4, content: 'Fluent in Arabic or English' },
        ],
        tags,
      }),
    );
    jobIds.push(job.id);
  }

  // Going through the services records the notifications of every step, so the demo accounts
  // open with unread ones.
  const chats = createChatsService({ db, clock, events, notifier, mediaUrls, allowance });
  const requests = createJobRequestsService({ db, clock, events, notifier });
  const contracts: {
    talent: number;
    job: number;
    until: 'PENDING' | 'APPROVED' | 'REJECTED' | 'FINISHED' | 'REVIEWED';
    rating?: number;
    review?: string;
  }[] = [
    {
      talent: 0,
      job: 0,
      until: 'REVIEWED',
      rating: 5,
      review: 'Lina was outstanding on the runway: punctual, prepared and a joy to work with.',
    },
    { talent: 1, job: 0, until: 'PENDING' },
    { talent: 2, job: 0, until: 'APPROVED' },
    { talent: 3, job: 0, until: 'REJECTED' },
    { talent: 4, job: 0, until: 'PENDING' },
    { talent: 6, job: 0, until: 'FINISHED' },
    {
      talent: 2,
      job: 1,
      until: 'REVIEWED',
      rating: 4,
      review: 'Beautiful product shots delivered a day early. We will book Omar again.',
    },
    { talent: 3, job: 2, until: 'APPROVED' },
    { talent: 4, job: 3, until: 'REJECTED' },
    {
      talent: 5,
      job: 4,
      until: 'REVIEWED',
      rating: 5,
      review: 'Our guests loved Khalid’s stories of Hegra. Knowledgeable and warm.',
    },
    { talent: 6, job: 5, until: 'FINISHED' },
    {
      talent: 7,
      job: 6,
      until: 'REVIEWED',
      rating: 4,
      review: 'Great energy at the city run and very professional with the press.',
    },
    {
      talent: 0,
      job: 8,
      until: 'REVIEWED',
      rating: 4,
      review: 'A natural in front of the camera; the campaign looks stunning.',
    },
  ];
  const requestIds = new Map<string, string>();
  for (const contract of contracts) {
    const talent = talents[contract.talent];
    const jobId = jobIds[contract.job];
    const demoJob = DEMO_JOBS[contract.job];
    const organization = demoJob === undefined ? undefined : organizations[demoJob.organization];
    if (talent === undefined || jobId === undefined || organization === undefined) continue;
    const applied = await applyForJob({ db, clock, events, notifier, allowance }, talent, {
      organizationId: organization.id,
      jobId,
      coverLetter:
        'Hello! I would love to work on this project. My profile shows recent work that fits your brief.',
    });
    const requestId = applied.jobRequest?.id ?? '';
    requestIds.set(`${String(contract.talent)}:${String(contract.job)}`, requestId);
    await chats.sendText(
      organization.actor,
      applied.chatId,
      'Thank you for applying. Are you free for a short call this week?',
    );
    await chats.sendText(talent, applied.chatId, 'Yes, any afternoon works for me.');
    if (contract.until === 'PENDING') continue;
    if (contract.until === 'REJECTED') {
      await requests.transition(organization.actor, jobId, requestId, 'reject');
      continue;
    }
    await requests.transition(organization.actor, jobId, requestId, 'accept');
    if (contract.until === 'APPROVED') continue;
    await requests.transition(organization.actor, jobId, requestId, 'finish');
    if (contract.until === 'REVIEWED') {
      await requests.review(organization.actor, jobId, {
        requestId,
        rating: contract.rating ?? 5,
        comment: contract.review ?? 'Great work.',
      });
    }
  }

  // The hiring workspace of the first organization: shortlisted applicants, an invitation
  // waiting for an answer and a saved list.
  const [hiring] = organizations;
  const individualIds: string[] = [];
  for (const talent of talents) individualIds.push((await findIndividualIdOfUser(db, talent.userId)) ?? '');
  const [firstJob] = jobIds;
  if (hiring !== undefined && firstJob !== undefined) {
    const applicants = createApplicantsService({ db, mediaUrls });
    for (const key of ['1:0', '2:0'])
      await applicants.shortlist(hiring.actor, requestIds.get(key) ?? '', true);
    const applications = createApplicationsService({ db, clock, events, notifier, mediaUrls });
    await applications.invite(hiring.actor, firstJob, individualIds[7] ?? '');
    const lists = createTalentListsService({ db, mediaUrls });
    const list = await lists.create(hiring.actor, 'Riyadh abaya campaign');
    for (const individualId of individualIds.slice(0, 3))
      await lists.setMember(hiring.actor, list.id, individualId, true);
  }
  return true;
}
