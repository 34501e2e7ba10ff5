import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signup, uniqueEmail } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { jobBody, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';

let t: TestApp;
let talent: Awaited<ReturnType<typeof onboardedTalent>>;
let organization: Awaited<ReturnType<typeof onboardedOrganization>>;
let job: Awaited<ReturnType<typeof postJob>>;

beforeAll(async () => {
  t = await buildTestApp();
  talent = await onboardedTalent(t, 'PHOTOGRAPHER');
  organization = await onboardedOrganization(t);
  job = await postJob(t, organization.headers);
});

afterAll(async () => {
  await t.close();
});

const BAD_TEXTS: readonly [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['an escape sequence', 'red \u001b[31m text'],
  ['a C1 control', 'line\u0085next'],
  ['a lone surrogate', 'half \ud83d a smile'],
];

function expectRefused(response: { statusCode: number; json: () => unknown }, label: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: [`${label} contains a character that is not allowed.`],
  });
}

describe('text with control characters or lone surrogates', () => {
  for (const [kind, bad] of BAD_TEXTS) {
    describe(`holding ${kind}`, () => {
      it('is refused in sign-up names, without a session', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `${API}/auth/signup`,
          payload: {
            firstName: bad,
            lastName: 'Alharbi',
            email: uniqueEmail(),
            password: 'Str0ng!Pass',
            role: 'INDIVIDUAL',
          },
        });
        expectRefused(response, 'First name');
      });

      it('is refused in a bio', async () => {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `${API}/individuals/me`,
          headers: talent.headers,
          payload: { bio: bad },
        });
        expectRefused(response, 'Bio');
      });

      it('is refused in a message and a cover letter', async () => {
        const message = await t.app.inject({
          method: 'POST',
          url: `${API}/chats/${organization.organizationId}/messages`,
          headers: talent.headers,
          payload: { content: bad },
        });
        expectRefused(message, 'Message');
        const application = await t.app.inject({
          method: 'POST',
          url: `${API}/chats/${job.organization.id}/messages`,
          headers: talent.headers,
          payload: { messageType: 'REQUEST', jobId: job.id, content: bad },
        });
        expectRefused(application, 'Message');
      });

      it('is refused in a job title, a requirement and a tag', async () => {
        const title = await t.app.inject({
          method: 'POST',
          url: `${API}/jobs`,
          headers: organization.headers,
          payload: await jobBody(t, organization.headers, { title: bad }),
        });
        expectRefused(title, 'Title');
        const body = await jobBody(t, organization.headers);
        body.requirements[1] = { id: 2, content: bad };
        const requirement = await t.app.inject({
          method: 'POST',
          url: `${API}/jobs`,
          headers: organization.headers,
          payload: body,
        });
        expectRefused(requirement, 'Requirements');
        const tag = await t.app.inject({
          method: 'POST',
          url: `${API}/tags`,
          headers: organization.headers,
          payload: { title: bad },
        });
        expectRefused(tag, 'Title');
      });

      it('is refused in both searches and the tag search', async () => {
        const encoded =
          encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, '')) +
          (bad.includes('\ud83d') ? '%ED%A0%BD' : '');
        for (const url of [
          `${API}/individuals?filter[searchKey]=${encoded}`,
          `${API}/jobs?filter[searchKey]=${encoded}`,
          `${API}/tags?searchKey=${encoded}`,
        ]) {
          const response = await t.app.inject({ method: 'GET', url, headers: organization.headers });
          if (bad.includes('\ud83d')) {
            // A lone surrogate cannot be percent-encoded as UTF-8; the bytes decode to U+FFFD or fail.
            expect(response.statusCode).toBeLessThan(500);
          } else {
            expectRefused(response, 'Search');
          }
        }
      });
    });
  }

  it('lets tabs, line breaks, Arabic and emoji through', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/individuals/me`,
      headers: talent.headers,
      payload: { bio: 'مصورة من الرياض 📸\n\tأعمل منذ ٢٠١٨' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('leaves the account untouched by a refused sign-up', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: `${API}/auth/signup`,
      payload: {
        firstName: 'Noura',
        lastName: 'a\u0000',
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
      },
    });
    await expect(signup(t, { email })).resolves.toMatchObject({ email });
  });
});
