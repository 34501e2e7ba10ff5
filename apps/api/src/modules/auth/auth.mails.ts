import { fillTemplate, type Language, type OtpUseCase } from '@casting/contract';
import { escapeHtml } from '../../lib/html';
import { htmlSentence, isolate, MAIL_PRODUCT_NAMES } from '../../lib/mail/mail-bidi';
import type { MailMessage } from '../../lib/mail/mail-message';
import { AUTH_MAIL_TEXTS, type AuthMailText } from './auth-mail-texts';

export const CODE_LIFETIME_MINUTES = 10;

/** Whom an account e-mail goes to, and in which language it is written. */
export interface MailRecipient {
  readonly email: string;
  readonly firstName: string;
  readonly language: Language;
}

const PURPOSE: Readonly<Record<OtpUseCase, { subject: AuthMailText; action: AuthMailText }>> = {
  VERIFY_ACCOUNT: { subject: 'verifySubject', action: 'verifyAction' },
  UPDATE_EMAIL: { subject: 'updateEmailSubject', action: 'updateEmailAction' },
  RESET_PASSWORD: { subject: 'resetSubject', action: 'resetAction' },
};

function mailText(
  language: Language,
  key: AuthMailText,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(AUTH_MAIL_TEXTS[key][language], params);
}

function layout(
  recipient: MailRecipient,
  subject: AuthMailText,
  paragraphs: readonly string[],
  code?: string,
): MailMessage {
  const { language } = recipient;
  const product = MAIL_PRODUCT_NAMES[language];
  const body = [mailText(language, 'hello', { name: isolate(recipient.firstName) }), ...paragraphs];
  const signOff = mailText(language, 'signOff', { product });
  const text = [...body, '', signOff].join('\n');
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const html = [
    `<!doctype html><html lang="${language}" dir="${direction}">`,
    `<body dir="${direction}" style="font-family:Arial,Tahoma,sans-serif;color:#1c1917;line-height:1.6;text-align:start">`,
    `<h1 style="font-size:20px">${escapeHtml(product)}</h1>`,
    ...body.map((paragraph) =>
      code !== undefined && paragraph === code
        ? `<p dir="ltr" style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p>`
        : `<p>${htmlSentence(paragraph)}</p>`,
    ),
    `<p>${escapeHtml(signOff)}</p>`,
    '</body></html>',
  ].join('');
  return { to: recipient.email, subject: `${product}: ${mailText(language, subject)}`, text, html };
}

export function codeMail(recipient: MailRecipient, useCase: OtpUseCase, code: string): MailMessage {
  const { subject, action } = PURPOSE[useCase];
  const { language } = recipient;
  return layout(
    recipient,
    subject,
    [
      mailText(language, 'useCode', { action: mailText(language, action) }),
      code,
      mailText(language, 'codeLifetime', { minutes: CODE_LIFETIME_MINUTES }),
    ],
    code,
  );
}

export function codesLockedMail(recipient: MailRecipient, useCase: OtpUseCase): MailMessage {
  const { language } = recipient;
  return layout(recipient, 'lockedSubject', [
    mailText(language, 'locked', { action: mailText(language, PURPOSE[useCase].action) }),
    mailText(language, 'lockedNotYou'),
  ]);
}

export function signupAttemptMail(recipient: MailRecipient): MailMessage {
  const { language } = recipient;
  return layout(recipient, 'signupAttemptSubject', [
    mailText(language, 'signupAttempt'),
    mailText(language, 'signupAttemptNext'),
  ]);
}

export function emailChangedMail(recipient: MailRecipient, newEmail: string): MailMessage {
  const { language } = recipient;
  return layout(recipient, 'emailChangedSubject', [
    mailText(language, 'emailChanged', { email: isolate(newEmail) }),
    mailText(language, 'emailChangedNotYou'),
  ]);
}

export function passwordChangedMail(recipient: MailRecipient): MailMessage {
  const { language } = recipient;
  return layout(recipient, 'passwordChangedSubject', [
    mailText(language, 'passwordChanged'),
    mailText(language, 'passwordChangedNotYou'),
  ]);
}
