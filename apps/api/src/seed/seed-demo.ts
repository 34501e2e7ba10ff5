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
import { demoContracts } from './demo-contracts';
import { chatThread, coverLetter, reviewText } from './demo-conversations';
import { demoJobDetails } from './demo-job-details';
import { MORE_DEMO_JOBS } from './demo-more-jobs';
import { MORE_DEMO_ORGANIZATIONS } from './demo-more-organizations';
import { MORE_DEMO_INDIVIDUALS } from './demo-more-talents';
import { portraitLook, portraitSvg } from './demo-portrait';
import { demoExperience } from './demo-talent-details';
import { seededRandom } from './seeded-random';
import {
  DEMO_INDIVIDUALS,
  DEMO_JOBS,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  type DemoIndividual,
} from './demo-data';
import { logoSvg, svgToJpeg, workSvg } from './demo-images';

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

const ORGANIZATIONS = [...DEMO_ORGANIZATIONS, ...MORE_DEMO_ORGANIZATIONS];
const INDIVIDUALS = [...DEMO_INDIVIDUALS, ...MORE_DEMO_INDIVIDUALS];
const JOBS = [...DEMO_JOBS, ...MORE_DEMO_JOBS];

/** How many portraits and pictures of work each specialty's media fields hold. */
const PICTURES: Readonly<Record<Specialty, { portraits: number; works: number; reel: boolean }>> = {
  MODEL: { portraits: 3, works: 3, reel: false },
  VIDEOGRAPHER: { portraits: 1, works: 3, reel: true },
  PHOTOGRAPHER: { portraits: 1, works: 3, reel: true },
  EDITOR: { portraits: 1, works: 3, reel: true },
  FASHION: { portraits: 1, works: 3, reel: false },
  BEAUTY: { portraits: 1, works: 3, reel: false },
  ARTIST: { portraits: 1, works: 3, reel: false },
  ATHLETE: { portraits: 3, works: 1, reel: false },
  TOURISM: { portraits: 1, works: 1, reel: false },
  MUSIC_AND_SOUND_ENGINEER: { portraits: 1, works: 0, reel: false },
};

/** Which uploads go into which media fields of each specialty. */
function mediaFields(
  role: Specialty,
  portraits: readonly string[],
  works: readonly string[],
  reel: string | undefined,
): Record<string, unknown> {
  const [p1 = '', p2 = '', p3 = ''] = portraits;
  const [w1 = ''] = works;
  const reels = reel === undefined ? [] : [reel];
  switch (role) {
    case 'MODEL':
      return { portfolioPictures: works, headShots: [p1, p2], fullBodyShots: [p2, p3] };
    case 'VIDEOGRAPHER':
    case 'PHOTOGRAPHER':
    case 'EDITOR':
      return { portfolioPictures: works, reels };
    case 'FASHION':
    case 'BEAUTY':
      return { certificates: [w1], previousWork: works.slice(1) };
    case 'ARTIST':
      return { previousWork: works };
    case 'ATHLETE':
      return { bodyPictures: [p2, p3], trophiePictures: [w1] };
    case 'TOURISM':
      return { certificates: [w1] };
    case 'MUSIC_AND_SOUND_ENGINEER':
      return {};
  }
}

/** Runs `work` over `items` with at most `width` at a time, keeping the order of the results. */
async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/** The model the first organization invites to its runway job, and the models it saved. */
const INVITED_MODEL = 42;
const SAVED_MODELS = [0, 11, 12];

/** Image uploads in flight at once: enough to keep the image workers busy, well under their queue. */
const UPLOAD_LANES = 4;

/**
 * Fills an empty database with demo organizations, talent of every specialty, jobs in every
 * category, chats and contracts in each state, and reviews, through the same services the
 * API uses; every picture is drawn here and stored through the upload pipeline. Does nothing
 * when any account exists.
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
  const uploadSvg = async (actor: Actor, svg: string) => upload(actor, await svgToJpeg(svg));

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

  const organizationActors: Actor[] = [];
  for (const demo of ORGANIZATIONS)
    organizationActors.push(await account('ORGANIZATION', demo.email, demo.firstName, demo.lastName));
  const logos = await inParallel(ORGANIZATIONS, UPLOAD_LANES, (_, index) =>
    uploadSvg(organizationActors[index] as Actor, logoSvg(index)),
  );
  const organizations: { actor: Actor; id: string }[] = [];
  for (const [index, demo] of ORGANIZATIONS.entries()) {
    const actor = organizationActors[index] as Actor;
    const status = await completeOnboarding(
      onboardingDeps,
      actor,
      OnboardingBodySchema.parse({ organizationProfile: { ...demo.profile, logo: logos[index] } }),
    );
    organizations.push({ actor, id: status.organization?.id ?? '' });
  }

  const talents: Actor[] = [];
  for (const demo of INDIVIDUALS)
    talents.push(await account('INDIVIDUAL', demo.email, demo.firstName, demo.lastName));
  const pictures = await inParallel(INDIVIDUALS, UPLOAD_LANES, async (demo, index) => {
    const actor = talents[index] as Actor;
    const wanted = PICTURES[demo.role];
    const look = portraitLook(index, demo.gender);
    const portraits = [];
    for (let i = 0; i < wanted.portraits; i += 1)
      portraits.push(await uploadSvg(actor, portraitSvg(look, index * 3 + i)));
    const works = [];
    for (let i = 0; i < wanted.works; i += 1)
      works.push(await uploadSvg(actor, workSvg(demo.role, index, i)));
    const reel = wanted.reel ? await upload(actor, demoReel) : undefined;
    return { portraits, works, reel };
  });
  for (const [index, demo] of INDIVIDUALS.entries()) {
    const { portraits, works, reel } = pictures[index] ?? { portraits: [], works: [], reel: undefined };
    await onboardTalent(talents[index] as Actor, demo, index, portraits, works, reel);
  }

  async function onboardTalent(
    actor: Actor,
    demo: DemoIndividual,
    index: number,
    portraits: readonly string[],
    works: readonly string[],
    reel: string | undefined,
  ): Promise<void> {
    const handle = demo.email.slice(0, demo.email.indexOf('@'));
    await completeOnboarding(
      onboardingDeps,
      actor,
      OnboardingBodySchema.parse({
        individualProfile: {
          role: demo.role,
          bio: demo.bio,
          socialAccount: `https://instagram.com/${handle}`,
          yearsOfExperience: demo.yearsOfExperience,
          availableForTravel: index % 4 !== 3,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: demoExperience(
            demo.role,
            demo.language,
            demo.yearsOfExperience,
            seededRandom(index + 1),
          ),
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
  for (const [index, demo] of JOBS.entries()) {
    const organization = organizations[demo.organization];
    if (organization === undefined) continue;
    const tags = [];
    for (const title of demo.tags) tags.push((await insertOrFindTag(db, title)).id);
    const job = await jobs.create(
      organization.actor,
      CreateJobSchema.parse({
        title: demo.title,
        jobCategory: demo.jobCategory,
        ...demoJobDetails(index, demo.jobCategory, demo.title),
        location: 'SA',
        salary: demo.salary,
        description: demo.description,
        tags,
      }),
    );
    jobIds.push(job.id);
  }

  // Going through the services records the notifications of every step, so the demo accounts
  // open with unread ones.
  const chats = createChatsService({ db, clock, events, notifier, mediaUrls, allowance });
  const requests = createJobRequestsService({ db, clock, events, notifier });
  const requestIds = new Map<string, string>();
  for (const [number, contract] of demoContracts(INDIVIDUALS, JOBS).entries()) {
    const talent = talents[contract.talent];
    const demoTalent = INDIVIDUALS[contract.talent];
    const jobId = jobIds[contract.job];
    const demoJob = JOBS[contract.job];
    const organization = demoJob === undefined ? undefined : organizations[demoJob.organization];
    if (talent === undefined || demoTalent === undefined || jobId === undefined || organization === undefined)
      continue;
    const applied = await applyForJob({ db, clock, events, notifier, allowance }, talent, {
      organizationId: organization.id,
      jobId,
      coverLetter: coverLetter(demoTalent.role, demoTalent.language),
    });
    const requestId = applied.jobRequest?.id ?? '';
    requestIds.set(`${String(contract.talent)}:${String(contract.job)}`, requestId);
    for (const [line, text] of chatThread(demoTalent.language, number).entries())
      await chats.sendText(line % 2 === 0 ? organization.actor : talent, applied.chatId, text);
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
        rating: contract.rating,
        comment: contract.review ?? reviewText(demoTalent.role, number),
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
    for (const key of ['1:0', '11:0'])
      await applicants.shortlist(hiring.actor, requestIds.get(key) ?? '', true);
    const applications = createApplicationsService({ db, clock, events, notifier, mediaUrls });
    await applications.invite(hiring.actor, firstJob, individualIds[INVITED_MODEL] ?? '');
    const lists = createTalentListsService({ db, mediaUrls });
    const list = await lists.create(hiring.actor, 'Riyadh abaya campaign');
    for (const index of SAVED_MODELS)
      await lists.setMember(hiring.actor, list.id, individualIds[index] ?? '', true);
  }
  return true;
}
