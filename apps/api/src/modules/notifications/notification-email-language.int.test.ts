import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, mailsTo } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

const MINUTE = 60_000;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

async function applicationMail(language: 'en' | 'ar') {
  const organization = await onboardedOrganization(t);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: `${API}/users/me/language`,
    headers: organization.headers,
    payload: { language },
  });
  expect(saved.statusCode).toBe(200);
  const job = await postJob(t, organization.headers, { title: 'Abaya campaign in Riyadh' });
  const talent = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'فيصل', lastName: 'الحربي' });
  expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
  t.clock.advance(11 * MINUTE);
  await t.app.notificationEmails.run();
  const mails = (await mailsTo(t, organization.email)).filter((mail) => !/Verify|توثيق/.test(mail.subject));
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe("a notification e-mail follows the account's saved language", () => {
  it('is Arabic for an Arabic account: subject, text and HTML, names isolated, the title quoted, signed نجوم', async () => {
    const mail = await applicationMail('ar');
    expect(mail?.subject).toBe(
      'نجوم: تقدّم \u2068فيصل الحربي\u2069 إلى «\u2068Abaya campaign in Riyadh\u2069»',
    );
    expect(mail?.text).toMatch(/^مرحبًا \u2068.+\u2069،$/m);
    expect(mail?.text).toContain('تقدّم \u2068فيصل الحربي\u2069 إلى «\u2068Abaya campaign in Riyadh\u2069».');
    expect(mail?.text).toContain('\n— نجوم\n');
    expect(mail?.text).toContain('إيقاف رسائل البريد والإشعارات عن الطلبات الجديدة');
    expect(mail?.text).not.toMatch(/Hello|Nujoom|applied/);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain(
      '<p>تقدّم <bdi>فيصل الحربي</bdi> إلى «<bdi>Abaya campaign in Riyadh</bdi>».</p>',
    );
    expect(mail?.html).toContain('<p>— نجوم</p>');
    expect(mail?.html).not.toMatch(/[\u2068\u2069]/);
  });

  it('is English for an English account, the Arabic name isolated inside the English sentence', async () => {
    const mail = await applicationMail('en');
    expect(mail?.subject).toBe(
      'Nujoom: \u2068فيصل الحربي\u2069 applied for “\u2068Abaya campaign in Riyadh\u2069”',
    );
    expect(mail?.text).toContain('\n— Nujoom\n');
    expect(mail?.html).toContain('<html lang="en" dir="ltr">');
    expect(mail?.html).toContain(
      '<p><bdi>فيصل الحربي</bdi> applied for “<bdi>Abaya campaign in Riyadh</bdi>”.</p>',
    );
  });
});
