import { PRODUCT_NAME, type NotificationKind } from '@casting/contract';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mail/mail-message';

export interface NotificationMailInput {
  readonly to: string;
  readonly firstName: string;
  readonly kind: NotificationKind;
  readonly actorName: string;
  readonly jobTitle: string | null;
  readonly count: number;
  /** Where the notification leads in the app. */
  readonly link: string;
  readonly unsubscribeLink: string;
}

const SUBJECTS: Readonly<Record<NotificationKind, (actor: string, job: string, count: number) => string>> = {
  NEW_APPLICATION: (actor, job) => `${actor} applied for ${job}`,
  APPLICATION_ACCEPTED: (actor, job) => `${actor} accepted your application for ${job}`,
  APPLICATION_DECLINED: (actor, job) => `${actor} declined your application for ${job}`,
  JOB_FINISHED: (actor, job) => `${actor} marked ${job} as finished`,
  REVIEW_RECEIVED: (actor, job) => `${actor} reviewed your work on ${job}`,
  INVITATION: (actor, job) => `${actor} invited you to apply for ${job}`,
  JOB_CLOSED: (actor, job) => `${actor} closed ${job}`,
  NEW_MESSAGE: (actor, _job, count) =>
    count === 1 ? `New message from ${actor}` : `${String(count)} new messages from ${actor}`,
};

const KIND_NAMES: Readonly<Record<NotificationKind, string>> = {
  NEW_APPLICATION: 'new applications',
  APPLICATION_ACCEPTED: 'accepted applications',
  APPLICATION_DECLINED: 'declined applications',
  JOB_FINISHED: 'finished jobs',
  REVIEW_RECEIVED: 'reviews',
  INVITATION: 'invitations',
  JOB_CLOSED: 'closed jobs',
  NEW_MESSAGE: 'new messages',
};

/** The e-mail of a notification left unseen in the app, with its one-click unsubscribe link. */
export function notificationMail(input: NotificationMailInput): MailMessage {
  const subject = SUBJECTS[input.kind](input.actorName, input.jobTitle ?? 'a job', input.count);
  const unsubscribe = `Stop e-mails and notifications about ${KIND_NAMES[input.kind]}: ${input.unsubscribeLink}`;
  const text = [
    `Hello ${input.firstName},`,
    '',
    `${subject}.`,
    `Open it: ${input.link}`,
    '',
    `— ${PRODUCT_NAME}`,
    '',
    unsubscribe,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>`,
    `<p>Hello ${escapeHtml(input.firstName)},</p>`,
    `<p>${escapeHtml(subject)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Open it in ${escapeHtml(PRODUCT_NAME)}</a></p>`,
    `<p style="font-size:12px;color:#57534e"><a href="${escapeHtml(input.unsubscribeLink)}">Stop e-mails and notifications about ${escapeHtml(KIND_NAMES[input.kind])}</a></p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: `${PRODUCT_NAME}: ${subject}`, text, html };
}
