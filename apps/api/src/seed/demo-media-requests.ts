import type { Db } from '../db/database';
import type { AccountAllowance } from '../lib/account-limits';
import type { Actor } from '../lib/auth';
import type { EventBus } from '../lib/events/event-bus';
import type { MediaUrls } from '../lib/media-urls';
import { createMediaRequestsService } from '../modules/media-requests/media-requests.service';
import type { Notifier } from '../modules/notifications/notifier';
import type { SeedClock } from './demo-timeline';

const DAY = 24 * 60 * 60_000;

/**
 * Media requests on the first job (issue 37): a self-tape the accepted applicant answered with a
 * video, and a full-length photo the pending applicant has not sent yet, both due in a few days.
 */
export async function seedMediaRequests(
  deps: {
    db: Db;
    clock: SeedClock;
    events: EventBus;
    notifier: Notifier;
    mediaUrls: MediaUrls;
    allowance: AccountAllowance;
    now: Date;
  },
  parties: {
    organization: Actor;
    answering: { actor: Actor; requestId: string; video: string };
    waiting: { requestId: string };
  },
): Promise<void> {
  const { clock, now } = deps;
  const requests = createMediaRequestsService(deps);
  clock.set(new Date(now.getTime() - 2 * DAY));
  const selfTape = await requests.create(parties.organization, parties.answering.requestId, {
    kind: 'VIDEO',
    instructions:
      'A 30-second self-tape: introduce yourself, then walk towards the camera and turn, in daylight.',
    dueAt: new Date(now.getTime() + 3 * DAY).toISOString(),
  });
  await requests.create(parties.organization, parties.waiting.requestId, {
    kind: 'PHOTO',
    instructions: 'A full-length photo in daylight against a plain wall, no filters.',
    dueAt: new Date(now.getTime() + 2 * DAY).toISOString(),
  });
  clock.set(new Date(now.getTime() - DAY));
  await requests.answer(parties.answering.actor, selfTape.id, {
    media: [parties.answering.video],
    note: 'Filmed this morning by the window.',
  });
}
