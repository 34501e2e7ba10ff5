import type { Notification } from '@casting/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../i18n/i18n';
import { NotificationText } from './notification-text';

const invitation = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'INVITATION',
  actorName: 'رواج للإنتاج',
  jobTitle: 'مصور حفلات',
  jobId: '00000000-0000-4000-8000-000000000002',
  chatId: '00000000-0000-4000-8000-000000000003',
  count: 1,
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
} as unknown as Notification;

async function render(language: 'en' | 'ar', notification: Notification): Promise<string> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('notifications');
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NotificationText notification={notification} />
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await i18nReady;
});

describe('a notification sentence', () => {
  it('isolates Arabic names and titles in an English sentence, the title quoted, the sentence in the page’s direction', async () => {
    expect(await render('en', invitation)).toBe(
      '<span><bdi>رواج للإنتاج</bdi> invited you to apply for “<bdi>مصور حفلات</bdi>”</span>',
    );
  });

  it('isolates Latin names in an Arabic sentence, the title in «»', async () => {
    const latin = { ...invitation, actorName: 'Najd Studio', jobTitle: 'Runway models' } as Notification;
    expect(await render('ar', latin)).toBe(
      '<span>دعتك <bdi>Najd Studio</bdi> للتقدّم إلى «<bdi>Runway models</bdi>»</span>',
    );
  });

  it('leaves "a job" unquoted when the job has no title, and counts messages', async () => {
    const closed = { ...invitation, kind: 'JOB_CLOSED', jobTitle: null } as Notification;
    expect(await render('en', closed)).toBe('<span><bdi>رواج للإنتاج</bdi> closed a job</span>');
    const messages = { ...invitation, kind: 'NEW_MESSAGE', count: 3 } as Notification;
    expect(await render('en', messages)).toBe('<span>3 new messages from <bdi>رواج للإنتاج</bdi></span>');
  });

  it('never shows the invisible isolate marks in the DOM', async () => {
    expect(await render('ar', invitation)).not.toMatch(/[\u2068\u2069]/);
  });
});
