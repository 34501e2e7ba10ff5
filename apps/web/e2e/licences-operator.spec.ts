import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { newOrganization, toast } from './auth-support';
import { uniqueWord } from './explore-api';
import { addLicence, browserPage, fillTheRestOfTheJob } from './licences-support';
import { API, auth, data, shot } from './milestones-support';
import { signInOperator } from './operator-support';
import { collectErrors } from './page-errors';
import { expectNoSidewaysScroll, text, type Language } from './phone-support';
import { newTalent } from './profiles-support';

/**
 * Issue 36, the operator's side and the job's: two new talent add a tour-guide licence each
 * (through the API); the demo operator verifies one and rejects the other, with a reason, in the
 * console's Licences queue. An organization posts a job through Post Job, which proposes the
 * tour-guide licence for a tour-guide job and requires it once asked; on the job's page the talent
 * whose licence was verified may apply, and the other reads why not instead.
 */
/** The screen in both widths, and in Arabic, right to left with nothing left in English or wider than the phone. */
async function expectScreen(page: Page, language: Language, name: string, shown: Locator): Promise<void> {
  if (language === 'ar') {
    await expectArabicPage(page, `ar-${name}`);
    await expectNoSidewaysScroll(page, name);
  }
  await shown.scrollIntoViewIfNeeded();
  await shot(page, `${language}-${name}-${String(page.viewportSize()?.width)}`);
  const other =
    page.viewportSize()?.width === 390 ? { width: 1440, height: 900 } : { width: 390, height: 844 };
  const before = page.viewportSize() ?? other;
  await page.setViewportSize(other);
  await shown.scrollIntoViewIfNeeded();
  await shot(page, `${language}-${name}-${String(other.width)}`);
  await page.setViewportSize(before);
}

function licenceCard(page: Page, name: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: the operator verifies one licence and rejects another, and only the verified talent may apply for a job requiring it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const operator = (key: string, values?: Record<string, string>) =>
      text(language, 'operator', key, values);
    const jobs = (key: string, values?: Record<string, string>) => text(language, 'jobs', key, values);
    const tourGuide = operator('licences.types.TOUR_GUIDE');

    const verified = await newTalent(request, { firstName: 'Jawaher', lastName: uniqueWord('Guide') });
    const rejected = await newTalent(request, { firstName: 'Rakan', lastName: uniqueWord('Guide') });
    const good = await addLicence(request, verified.session.token, 'TOUR_GUIDE', 'picture');
    const bad = await addLicence(request, rejected.session.token, 'TOUR_GUIDE', 'pdf');

    // The console's Licences queue shows pending licences first, with their talent and evidence.
    const page = await browserPage(browser, language);
    await page.goto('/operator/licences');
    await signInOperator(page, language);
    // After sign-in: a code refused there (used by an earlier test process) logs a 401.
    const errors = collectErrors(page);
    await expect(page).toHaveURL(/\/operator\/licences$/);
    const nav = page.getByRole('navigation', { name: operator('console.navLabel') });
    await expect(nav.getByRole('link', { name: operator('console.nav.licences') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page
        .getByRole('group', { name: operator('licences.filter') })
        .getByRole('button', { name: operator('licences.statuses.PENDING') }),
    ).toHaveAttribute('aria-pressed', 'true');
    const first = licenceCard(page, verified.fullName);
    await expect(first).toContainText(tourGuide);
    await expect(first).toContainText(good.number);
    await expect(first).toContainText(good.issuer);
    await expect(first.getByRole('link', { name: verified.fullName, exact: true })).toHaveAttribute(
      'href',
      `/operator/users/${verified.session.user.id}`,
    );
    // In Arabic the expiry shows its Hijri date beside the Gregorian one.
    if (language === 'ar') await expect(first).toContainText(/\d{4} هـ\)/);
    const picture = first.getByRole('img', {
      name: operator('licences.evidenceAlt', { type: tourGuide, name: verified.fullName }),
    });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const second = licenceCard(page, rejected.fullName);
    await expect(second).toContainText(bad.number);
    await expect(second.getByRole('link', { name: operator('licences.openEvidence') })).toHaveAttribute(
      'href',
      /^blob:/,
    );
    await expect(second.getByRole('img')).toHaveCount(0);
    await expectScreen(page, language, 'operator-licences', first);

    // Verified with the usual reason: it leaves the pending queue.
    await first.getByRole('button', { name: operator('licences.verify'), exact: true }).click();
    const verify = page.getByRole('dialog');
    const usualReason = verify.getByLabel(operator('console.reason'));
    await expect(usualReason).toHaveValue(operator('licences.verifyReason'));
    // Written as a person would add to it: the audit log, read in the other language by other specs,
    // then shows a reason of this operator's, not a text of the interface.
    await usualReason.fill(`${operator('licences.verifyReason')} ${uniqueWord('ok')}`);
    await verify.getByRole('button', { name: operator('licences.verify'), exact: true }).click();
    await expect(toast(page, operator('licences.verified', { name: verified.fullName }))).toBeVisible();
    await expect(first).toHaveCount(0);

    // Rejected: a reason is asked for before anything is sent.
    await second.getByRole('button', { name: operator('licences.reject'), exact: true }).click();
    const reject = page.getByRole('dialog');
    const confirm = reject.getByRole('button', { name: operator('licences.reject'), exact: true });
    await confirm.click();
    await expect(reject.getByRole('alert')).toBeVisible();
    const reason = `The evidence is blank (${uniqueWord('r')}).`;
    await reject.getByLabel(operator('console.reason')).fill(reason);
    await confirm.click();
    await expect(toast(page, operator('licences.rejected', { name: rejected.fullName }))).toBeVisible();
    await expect(second).toHaveCount(0);

    // Each is found under its state, the rejection with its reason.
    const filter = page.getByRole('group', { name: operator('licences.filter') });
    await filter.getByRole('button', { name: operator('licences.statuses.VERIFIED') }).click();
    await expect(licenceCard(page, verified.fullName)).toContainText(operator('licences.statuses.VERIFIED'));
    await filter.getByRole('button', { name: operator('licences.statuses.REJECTED') }).click();
    await expect(licenceCard(page, rejected.fullName)).toContainText(reason);
    await expect(
      licenceCard(page, rejected.fullName).getByRole('button', { name: operator('licences.verify') }),
    ).toHaveCount(0);
    expect(errors).toEqual([]);

    // Post Job proposes the tour-guide licence for a tour-guide job, and leaves the choice alone.
    const organization = await newOrganization(request, 'Rawan', `Rawan Heritage ${uniqueWord('t')}`);
    const orgPage = await browserPage(browser, language, organization);
    await orgPage.goto('/explore/post-job');
    const title = `AlUla old town walks ${uniqueWord('w')}`;
    await orgPage.getByLabel(jobs('postJob.fields.title')).fill(title);
    const licenceField = orgPage.getByLabel(jobs('postJob.licence.label'));
    await expect(licenceField).toHaveValue('');
    const proposal = orgPage.getByText(jobs('postJob.licence.proposal.TOUR_GUIDE'));
    await expect(proposal).toHaveCount(0);
    await orgPage.getByLabel(jobs('postJob.fields.category')).selectOption('TOURISM');
    await expect(proposal).toBeVisible();
    await expect(licenceField).toHaveValue('');
    await fillTheRestOfTheJob(orgPage, language);
    await expectScreen(orgPage, language, 'post-job-licence', proposal);
    await orgPage
      .getByRole('button', { name: jobs('postJob.licence.apply', { licence: jobs('licences.TOUR_GUIDE') }) })
      .click();
    await expect(licenceField).toHaveValue('TOUR_GUIDE');
    await expect(licenceField).toBeFocused();
    await expect(proposal).toHaveCount(0);
    await orgPage.getByRole('button', { name: jobs('postJob.submit'), exact: true }).click();
    await expect(orgPage).toHaveURL(/\/explore\/jobs\/[0-9a-f-]{36}$/);
    const jobId = orgPage.url().split('/').pop() ?? '';
    await expect(orgPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      orgPage.getByRole('definition').filter({ hasText: jobs('licences.TOUR_GUIDE') }),
    ).toBeVisible();

    // The talent whose licence was verified may apply.
    const verifiedPage = await browserPage(browser, language, verified.session);
    const verifiedErrors = collectErrors(verifiedPage);
    await verifiedPage.goto(`/explore/jobs/${jobId}`);
    await expect(verifiedPage.getByRole('button', { name: jobs('jobDetail.apply.button') })).toBeEnabled();
    await expect(
      verifiedPage.getByText(jobs('jobDetail.apply.licenceNeeded', { licence: jobs('licences.TOUR_GUIDE') })),
    ).toHaveCount(0);

    // The other reads why not, and where to add the licence, instead of Apply For Job.
    const rejectedPage = await browserPage(browser, language, rejected.session);
    const rejectedErrors = collectErrors(rejectedPage);
    await rejectedPage.goto(`/explore/jobs/${jobId}`);
    await expect(
      rejectedPage.getByText(jobs('jobDetail.apply.licenceNeeded', { licence: jobs('licences.TOUR_GUIDE') })),
    ).toBeVisible();
    await expect(
      rejectedPage.getByRole('link', { name: jobs('jobDetail.apply.addLicence') }),
    ).toHaveAttribute('href', '/settings/licences');
    await expect(rejectedPage.getByRole('button', { name: jobs('jobDetail.apply.button') })).toHaveCount(0);
    await expectScreen(
      rejectedPage,
      language,
      'job-licence-needed',
      rejectedPage.getByRole('link', { name: jobs('jobDetail.apply.addLicence') }),
    );
    // The server refuses the application all the same, with a sentence of its own.
    const job = await data<{ organization: { id: string } }>(
      await request.get(`${API}/jobs/${jobId}`, { headers: auth(rejected.session.token) }),
    );
    const refused = await request.post(`${API}/chats/${job.organization.id}/messages`, {
      headers: { ...auth(rejected.session.token), 'accept-language': language },
      data: { messageType: 'REQUEST', jobId, content: 'I know the old town well.' },
    });
    expect(refused.status()).toBe(403);
    // The server's first render and the browser's agree while the licence is looked up.
    expect([...verifiedErrors, ...rejectedErrors]).toEqual([]);
  });
}
