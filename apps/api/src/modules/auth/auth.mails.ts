import { PRODUCT_NAME, type OtpUseCase } from '@casting/contract';
import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../lib/mail/mail-message';

export const CODE_LIFETIME_MINUTES = 10;

const PURPOSE: Readonly<Record<OtpUseCase, { subject: string; action: string }>> = {
  VERIFY_ACCOUNT: { subject: 'Verify your account', action: 'verify your new account' },
  UPDATE_EMAIL: {
    subject: 'Confirm your e-mail change',
    action: 'change the e-mail address of your account',
  },
  RESET_PASSWORD: { subject: 'Reset your password', action: 'set a new password' },
};

function layout(to: string, subject: string, paragraphs: readonly string[], code?: string): MailMessage {
  const text = [...paragraphs, '', `— ${PRODUCT_NAME}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(PRODUCT_NAME)}</h1>`,
    ...paragraphs.map((paragraph) =>
      code !== undefined && paragraph === code
        ? `<p style="font-size:28px;letter-spacing:8px;font-weight:bold">${escapeHtml(code)}</p>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    ),
    '</body></html>',
  ].join('');
  return { to, subject: `${PRODUCT_NAME}: ${subject}`, text, html };
}

export function codeMail(to: string, firstName: string, useCase: OtpUseCase, code: string): MailMessage {
  const { subject, action } = PURPOSE[useCase];
  return layout(
    to,
    subject,
    [
      `Hello ${firstName},`,
      `Use this code to ${action}:`,
      code,
      `The code works once and expires in ${CODE_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
    ],
    code,
  );
}

export function codesLockedMail(to: string, firstName: string, useCase: OtpUseCase): MailMessage {
  return layout(to, 'Too many wrong codes', [
    `Hello ${firstName},`,
    `Ten wrong codes were entered today to ${PURPOSE[useCase].action}, so we refuse codes for it for the next 24 hours.`,
    'If this was not you, someone may be trying to get into your account. Nothing was changed; you do not need to do anything.',
  ]);
}

export function signupAttemptMail(to: string, firstName: string): MailMessage {
  return layout(to, 'Someone tried to sign up with your address', [
    `Hello ${firstName},`,
    'Someone tried to create a new account with this e-mail address, which already has an account.',
    'If it was you, log in instead, or reset your password from the login page. If not, you can ignore this e-mail.',
  ]);
}

export function emailChangedMail(to: string, firstName: string, newEmail: string): MailMessage {
  return layout(to, 'Your e-mail address was changed', [
    `Hello ${firstName},`,
    `The e-mail address of your account was changed to ${newEmail}.`,
    'If you did not do this, contact us at once.',
  ]);
}

export function passwordChangedMail(to: string, firstName: string): MailMessage {
  return layout(to, 'Your password was changed', [
    `Hello ${firstName},`,
    'The password of your account was just changed, and your other sessions were signed out.',
    'If you did not do this, reset your password from the login page and contact us.',
  ]);
}
