import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CreateJobBodySchema,
  OnboardingBodySchema,
  PRIVACY_NOTICE_VERSION,
  type Specialty,
} from '@casting/contract';
import type { Db } from '../db/database';
import type { Env } from '../env';
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
import { createReviewsScheduler } from '../modules/reviews/reviews-scheduler';
import { createReviewsService } from '../modules/reviews/reviews.service';
import { organizationReviewParts, seedReviewStates, talentReviewOf } from './demo-reviews';
import { createJobsService } from '../modules/jobs/jobs.service';
import { storeUpload } from '../modules/media/media.service';
import { DOCUMENT_TYPES } from '../modules/media/media-types';
import { readUpload } from '../modules/media/read-upload';
import { createNotifier } from '../modules/notifications/notifier';
import { completeOnboarding } from '../modules/onboarding/onboarding.service';
import { insertOrFindTag } from '../modules/tags/tags.repo';
import { createTalentListsService } from '../modules/talent-lists/talent-lists.service';
import { insertConsent } from '../modules/users/users.repo';
import { stampJob, stampList, stampRequest, stampSignUp, settleHistory } from './demo-backdate';
import { demoContracts, demoHeadcounts } from './demo-contracts';
import { chatThread, coverLetter, reviewText } from './demo-conversations';
import { demoJobDetails } from './demo-job-details';
import { demoPay } from './demo-pay';
import { MORE_DEMO_JOBS } from './demo-more-jobs';
import { MORE_DEMO_ORGANIZATIONS } from './demo-more-organizations';
import { MORE_DEMO_INDIVIDUALS } from './demo-more-talents';
import { seedMediaVisibility } from './demo-media-visibility';
import { figureSvg } from './demo-figure';
import { portraitLook, portraitSvg } from './demo-portrait';
import { seedDemoPayments } from './demo-payments';
import { seedTrustAndSafety } from './demo-trust-and-safety';
import { seedLicences } from './demo-licences';
import { demoExperience } from './demo-talent-details';
import { demoTimeline, seedClock } from './demo-timeline';
import { seedMediaRequests } from './demo-media-requests';
import { seededRandom } from './seeded-random';
import {
  DEMO_INDIVIDUALS,
  DEMO_JOBS,
  DEMO_ORGANIZATIONS,
  DEMO_PASSWORD,
  type DemoIndividual,
} from './demo-data';
import { logoSvg, svgToJpeg, workSvg } from './demo-images';
import { registrationPdf } from './demo-trust-and-safety';

export interface SeedDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly storage: MediaStorage;
  readonly documentStorage: MediaStorage;
  readonly mediaPublicUrl: string | undefined;
  readonly events: EventBus;
  readonly logger: FastifyBaseLogger;
  readonly limits: AccountLimits;
  /** The payment settings the demo milestones are moved with (the simulator, unless keys are set). */
  readonly env: Env;
}

const demoReel = readFileSync(new URL('./assets/demo-reel.mp4', import.meta.url));

const ORGANIZATIONS = [...DEMO_ORGANIZATIONS, ...MORE_DEMO_ORGANIZATIONS];
/** Sara, the videographer, whose accepted contract with events@ carries the demo's money. */
const PAID_TALENT = 3;
const INDIVIDUALS = [...DEMO_INDIVIDUALS, ...MORE_DEMO_INDIVIDUALS];
/** The talent reviews the organization this long after its review of them. */
const TALENT_REVIEW_AFTER_MS = 2 * 60 * 60 * 1000;
/** The finished contract of job 0 whose talent has reviewed it and whose organization has not. */
const WAITING_REVIEW = { talent: 13, job: 0 } as const;
const JOBS = [...DEMO_JOBS, ...MORE_DEMO_JOBS];

/** How many portraits, full-length pictures and pictures of work each specialty's media fields hold. */
const PICTURES: Readonly<
  Record<Specialty, { portraits: number; figures: number; works: number; reel: boolean }>
> = {
  MODEL: { portraits: 2, figures: 2, works: 3, reel: false },
  VIDEOGRAPHER: { portraits: 1, figures: 0, works: 3, reel: true },
  PHOTOGRAPHER: { portraits: 1, figures: 0, works: 3, reel: true },
  EDITOR: { portraits: 1, figures: 0, works: 3, reel: true },
  FASHION: { portraits: 1, figures: 0, works: 3, reel: false },
  BEAUTY: { portraits: 1, figures: 0, works: 3, reel: false },
  ARTIST: { portraits: 1, figures: 0, works: 3, reel: false },
  ATHLETE: { portraits: 1, figures: 2, works: 1, reel: false },
  TOURISM: { portraits: 1, figures: 0, works: 1, reel: false },
  MUSIC_AND_SOUND_ENGINEER: { portraits: 1, figures: 0, works: 0, reel: false },
};

/** Which uploads go into which media fields of each specialty. */
function mediaFields(
  role: Specialty,
  portraits: readonly string[],
  figures: readonly string[],
  works: readonly string[],
  reel: string | undefined,
): Record<string, unknown> {
  const [p1 = '', p2 = ''] = portraits;
  const [w1 = ''] = works;
  const reels = reel === undefined ? [] : [reel];
  switch (role) {
    case 'MODEL':
      return { portfolioPictures: works, headShots: [p1, p2], fullBodyShots: figures };
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
      return { bodyPictures: figures, trophiePictures: [w1] };
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
  const { db, storage, documentStorage, events, logger } = deps;
  if ((await countUsers(db)) > 0) return false;
  // Dated back from the seeding time, so the demo always looks recent: the services act at each
  // moment of its history through this clock.
  const now = deps.clock.now();
  const contracts = demoContracts(INDIVIDUALS, JOBS);
  const history = demoTimeline({
    now,
    organizations: ORGANIZATIONS.length,
    talents: INDIVIDUALS.length,
    jobs: JOBS,
    contracts,
    lines: (number) =>
      chatThread(INDIVIDUALS[contracts[number]?.talent ?? 0]?.language ?? 'en', number).length,
    invited: INVITED_MODEL,
  });
  const clock = seedClock(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const mediaUrls = createMediaUrls(deps.mediaPublicUrl);
  const allowance = createAccountAllowance(db, clock, deps.limits);
  const mediaDeps = { db, storage, documentStorage, logger, allowance, clock };
  const onboardingDeps = { db, clock, mediaUrls };
  const upload = async (actor: Actor, file: Buffer) =>
    storeUpload(mediaDeps, actor, await readUpload(Readable.from([file]), 'invalid'));
  const uploadSvg = async (actor: Actor, svg: string) => upload(actor, await svgToJpeg(svg));

  const account = async (
    role: Actor['role'],
    email: string,
    firstName: string,
    lastName: string,
    joined: Date | undefined,
  ): Promise<Actor> => {
    const user = await insertUser(db, {
      role,
      email,
      firstName,
      lastName,
      passwordHash,
      emailVerified: true,
      createdAt: joined,
      updatedAt: joined,
    });
    await insertConsent(db, user.id, PRIVACY_NOTICE_VERSION, joined ?? now);
    return { userId: user.id, role, sessionId: 'seed' };
  };

  const organizationActors: Actor[] = [];
  for (const [index, demo] of ORGANIZATIONS.entries())
    organizationActors.push(
      await account(
        'ORGANIZATION',
        demo.email,
        demo.firstName,
        demo.lastName,
        history.organizations[index]?.joined,
      ),
    );
  const logos = await inParallel(ORGANIZATIONS, UPLOAD_LANES, (_, index) =>
    uploadSvg(organizationActors[index] as Actor, logoSvg(index)),
  );
  const organizations: { actor: Actor; id: string }[] = [];
  for (const [index, demo] of ORGANIZATIONS.entries()) {
    const actor = organizationActors[index] as Actor;
    const onboarded = history.organizations[index]?.onboarded ?? now;
    clock.set(onboarded);
    const status = await completeOnboarding(
      onboardingDeps,
      actor,
      OnboardingBodySchema.parse({ organizationProfile: { ...demo.profile, logo: logos[index] } }),
    );
    await stampSignUp(db, actor.userId, onboarded);
    organizations.push({ actor, id: status.organization?.id ?? '' });
  }

  const talents: Actor[] = [];
  for (const [index, demo] of INDIVIDUALS.entries())
    talents.push(
      await account('INDIVIDUAL', demo.email, demo.firstName, demo.lastName, history.talents[index]?.joined),
    );
  const pictures = await inParallel(INDIVIDUALS, UPLOAD_LANES, async (demo, index) => {
    const actor = talents[index] as Actor;
    const wanted = PICTURES[demo.role];
    const look = portraitLook(index, demo.gender);
    const portraits = [];
    for (let i = 0; i < wanted.portraits; i += 1)
      portraits.push(await uploadSvg(actor, portraitSvg(look, index * 3 + i)));
    const figures = [];
    for (let i = 0; i < wanted.figures; i += 1)
      figures.push(await uploadSvg(actor, figureSvg(look, index * 3 + i, demo.role === 'ATHLETE')));
    const works = [];
    for (let i = 0; i < wanted.works; i += 1)
      works.push(await uploadSvg(actor, workSvg(demo.role, index, i)));
    const reel = wanted.reel ? await upload(actor, demoReel) : undefined;
    return { portraits, figures, works, reel };
  });
  for (const [index, demo] of INDIVIDUALS.entries()) {
    const actor = talents[index] as Actor;
    const onboarded = history.talents[index]?.onboarded ?? now;
    clock.set(onboarded);
    await onboardTalent(actor, demo, index, pictures[index]);
    await stampSignUp(db, actor.userId, onboarded);
  }

  async function onboardTalent(
    actor: Actor,
    demo: DemoIndividual,
    index: number,
    media: (typeof pictures)[number] | undefined,
  ): Promise<void> {
    const { portraits, figures, works, reel } = media ?? {
      portraits: [],
      figures: [],
      works: [],
      reel: undefined,
    };
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
            ...mediaFields(demo.role, portraits, figures, works, reel),
          },
        },
      }),
    );
  }

  const notifier = createNotifier({ clock, events });
  const jobs = createJobsService({ db, clock, logger, mediaUrls, allowance, events, notifier });
  const jobIds: string[] = [];
  const headcounts = demoHeadcounts(contracts, JOBS.length);
  for (const [index, demo] of JOBS.entries()) {
    const organization = organizations[demo.organization];
    if (organization === undefined) continue;
    const posted = history.jobs[index] ?? now;
    clock.set(posted);
    const tags = [];
    for (const title of demo.tags) tags.push((await insertOrFindTag(db, title)).id);
    const details = demoJobDetails(index, demo.jobCategory, demo.title);
    const job = await jobs.create(
      organization.actor,
      CreateJobBodySchema.parse({
        title: demo.title,
        jobCategory: demo.jobCategory,
        ...details,
        location: 'SA',
        pay: demoPay(index, demo.jobCategory, details.jobDuration),
        description: demo.description,
        headcount: headcounts[index],
        tags,
      }),
    );
    await stampJob(db, job.id, posted);
    jobIds.push(job.id);
  }

  // Going through the services records the notifications of every step. The steps of all
  // contracts run in the order they happened, as a chat with one organization may hold several.
  const chats = createChatsService({ db, clock, events, notifier, mediaUrls, allowance });
  const reviews = createReviewsService({ db, clock, events, notifier });
  const requests = createJobRequestsService({ db, clock, events, notifier, reviews });
  const requestIds = new Map<string, string>();
  const applied = new Map<number, { requestId: string; chatId: string }>();
  /** When each request last changed, which shortlisting must not move. */
  const changed = new Map<string, Date>();
  for (const step of history.steps) {
    const contract = contracts[step.contract];
    const talent = talents[contract?.talent ?? -1];
    const demoTalent = INDIVIDUALS[contract?.talent ?? -1];
    const jobId = jobIds[contract?.job ?? -1];
    const demoJob = JOBS[contract?.job ?? -1];
    const organization = demoJob === undefined ? undefined : organizations[demoJob.organization];
    if (
      contract === undefined ||
      talent === undefined ||
      demoTalent === undefined ||
      jobId === undefined ||
      organization === undefined
    )
      continue;
    clock.set(step.at);
    const { requestId, chatId } = applied.get(step.contract) ?? { requestId: '', chatId: '' };
    switch (step.kind) {
      case 'apply': {
        const made = await applyForJob({ db, clock, events, notifier, allowance }, talent, {
          organizationId: organization.id,
          jobId,
          coverLetter: coverLetter(demoTalent.role, demoTalent.language),
        });
        const id = made.jobRequest?.id ?? '';
        applied.set(step.contract, { requestId: id, chatId: made.chatId });
        requestIds.set(`${String(contract.talent)}:${String(contract.job)}`, id);
        await stampRequest(db, id, step.at);
        changed.set(id, step.at);
        break;
      }
      case 'message': {
        const text = chatThread(demoTalent.language, step.contract)[step.line] ?? '';
        await chats.sendText(step.line % 2 === 0 ? organization.actor : talent, chatId, text);
        break;
      }
      case 'decide':
      case 'finish':
        await requests.transition(
          organization.actor,
          jobId,
          requestId,
          step.kind === 'finish' ? 'finish' : contract.until === 'REJECTED' ? 'reject' : 'accept',
        );
        await stampRequest(db, requestId, step.at);
        changed.set(requestId, step.at);
        break;
      case 'review':
        await requests.review(organization.actor, jobId, {
          requestId,
          rating: contract.rating,
          comment: contract.review ?? reviewText(demoTalent.role, step.contract),
          ...organizationReviewParts(contract.rating),
        });
        // The talent reviews the organization in turn, which publishes both (issue 34).
        clock.set(new Date(Math.min(step.at.getTime() + TALENT_REVIEW_AFTER_MS, now.getTime())));
        await reviews.write(talent, requestId, talentReviewOf(step.contract));
        await stampRequest(db, requestId, step.at);
        changed.set(requestId, step.at);
        break;
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
    for (const key of ['1:0', '11:0']) {
      const id = requestIds.get(key) ?? '';
      await applicants.shortlist(hiring.actor, id, true);
      await stampRequest(db, id, changed.get(id) ?? now);
    }
    clock.set(history.invitation);
    const applications = createApplicationsService({ db, clock, events, notifier, mediaUrls, allowance });
    await applications.invite(hiring.actor, firstJob, individualIds[INVITED_MODEL] ?? '');
    const lists = createTalentListsService({ db, mediaUrls });
    const list = await lists.create(hiring.actor, 'Riyadh abaya campaign');
    for (const index of SAVED_MODELS)
      await lists.setMember(hiring.actor, list.id, individualIds[index] ?? '', true);
    await stampList(db, list.id, history.savedList);
    // A self-tape answered by the accepted applicant and a photo the pending one owes (issue 37).
    const answering = talents[11];
    if (answering !== undefined)
      await seedMediaRequests(
        { db, clock, events, notifier, mediaUrls, allowance, now },
        {
          organization: hiring.actor,
          answering: {
            actor: answering,
            requestId: requestIds.get('11:0') ?? '',
            video: await upload(answering, demoReel),
          },
          waiting: { requestId: requestIds.get('1:0') ?? '' },
        },
      );
  }
  // Money on an accepted contract of the README's accounts: events@ and sara@.
  const paid = contracts.findIndex(
    (contract) => contract.talent === PAID_TALENT && contract.until === 'APPROVED',
  );
  const paidContract = contracts[paid];
  const paidOrganization = organizations[JOBS[paidContract?.job ?? -1]?.organization ?? -1];
  const paidTalent = talents[PAID_TALENT];
  const paidRequest = applied.get(paid)?.requestId;
  if (paidOrganization !== undefined && paidTalent !== undefined && paidRequest !== undefined) {
    clock.set(now);
    await seedDemoPayments(
      { db, clock, logger, env: deps.env, events, notifier },
      { organization: paidOrganization.actor, talent: paidTalent, requestId: paidRequest },
    );
  }
  const waiting = contracts.findIndex(
    (contract) => contract.talent === WAITING_REVIEW.talent && contract.job === WAITING_REVIEW.job,
  );
  const replied = contracts.findIndex((contract) => contract.talent === 0 && contract.job === 0);
  const [firstOrganization] = organizations;
  if (firstOrganization !== undefined)
    await seedReviewStates(
      { db, clock, reviews, now },
      {
        requestId: applied.get(waiting)?.requestId ?? '',
        talent: talents[WAITING_REVIEW.talent] as Actor,
        index: waiting,
      },
      {
        requestId: applied.get(replied)?.requestId ?? '',
        talent: talents[0] as Actor,
        organization: firstOrganization.actor,
      },
    );
  // Reviews whose 14 days have passed since are published, as the running app would have.
  clock.set(now);
  await createReviewsScheduler({ db, clock, logger, reviews, notifier }).runDue();
  await settleHistory(db, now);
  const [verified, pending, reported] = organizations;
  const suspended = talents.at(-1);
  if (verified && pending && reported && suspended && talents[0])
    await seedTrustAndSafety(
      {
        db,
        clock,
        mediaUrls,
        uploadDocument: async (actor) =>
          storeUpload(
            mediaDeps,
            actor,
            await readUpload(Readable.from([registrationPdf(actor)]), 'invalid', DOCUMENT_TYPES),
          ),
      },
      { verified, pending, reported, reporter: talents[0], suspended },
    );
  const [licensed, unlicensed, , , , guide] = talents;
  if (licensed && unlicensed && guide)
    await seedLicences(
      {
        db,
        clock,
        notifier,
        uploadDocument: async (actor, file) =>
          storeUpload(mediaDeps, actor, await readUpload(Readable.from([file]), 'invalid', DOCUMENT_TYPES)),
      },
      { verified: licensed, pending: unlicensed, expiring: guide },
    );
  await seedMediaVisibility(
    db,
    INDIVIDUALS.map((demo, index) => ({ email: demo.email, actor: talents[index] as Actor })),
  );
  return true;
}
