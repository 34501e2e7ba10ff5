import { fillTemplate, type Language, type NotificationKind } from '@casting/contract';
import { escapeHtml } from '../../lib/html';
import { htmlSentence, isolate, MAIL_PRODUCT_NAMES } from '../../lib/mail/mail-bidi';
import type { MailMessage } from '../../lib/mail/mail-message';
import { NOTIFICATION_MAIL_TEXTS, type NotificationMailText } from './notification-mail-texts';

export interface NotificationMailInput {
  readonly to: string;
  readonly firstName: string;
  /** The account's language: its e-mails are written in it. */
  readonly language: Language;
  readonly kind: NotificationKind;
  readonly actorName: string;
  readonly jobTitle: string | null;
  /** The platform's reason, for CONTENT_HIDDEN and ACCOUNT_WARNED. */
  readonly note: string | null;
  readonly count: number;
  /** Where the notification leads in the app. */
  readonly link: string;
  readonly unsubscribeLink: string;
}

function mailText(
  language: Language,
  key: NotificationMailText,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(NOTIFICATION_MAIL_TEXTS[key][language], params);
}

/** What happened, with the names and titles people wrote isolated and the job's title quoted. */
function notificationSentence(input: NotificationMailInput): string {
  const { language, kind, count } = input;
  const actor = isolate(input.actorName);
  const job =
    input.jobTitle === null
      ? mailText(language, 'aJob')
      : mailText(language, 'quotedJob', { title: isolate(input.jobTitle) });
  if (kind === 'NEW_MESSAGE' && count !== 1) return mailText(language, 'NEW_MESSAGES', { actor, count });
  return mailText(language, kind, { actor, job, note: isolate(input.note ?? '') });
}

/**
 * The e-mail of a notification left unseen in the app, in the account's language, with its
 * one-click unsubscribe link.
 */
export function notificationMail(input: NotificationMailInput): MailMessage {
  const { language } = input;
  const product = MAIL_PRODUCT_NAMES[language];
  const sentence = notificationSentence(input);
  const hello = mailText(language, 'hello', { name: isolate(input.firstName) });
  const kindName = mailText(language, `kind${input.kind}`);
  const stop = mailText(language, 'stop', { kind: kindName });
  const signOff = mailText(language, 'signOff', { product });
  const text = [
    hello,
    '',
    `${sentence}.`,
    mailText(language, 'openLink', { link: isolate(input.link) }),
    '',
    signOff,
    '',
    // On a line of its own: a bare link is one paragraph, in its own direction.
    `${stop}:`,
    input.unsubscribeLink,
  ].join('\n');
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${language}" dir="${direction}">`,
    `<body dir="${direction}" style="font-family:Arial,Tahoma,sans-serif;color:#1c1917;line-height:1.6;text-align:start">`,
    `<h1 style="font-size:20px">${escapeHtml(product)}</h1>`,
    `<p>${htmlSentence(hello)}</p>`,
    `<p>${htmlSentence(sentence)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(mailText(language, 'openButton', { product }))}</a></p>`,
    `<p>${escapeHtml(signOff)}</p>`,
    `<p style="font-size:12px;color:#57534e"><a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(stop)}</a></p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject: `${product}: ${sentence}`, text, html };
}
