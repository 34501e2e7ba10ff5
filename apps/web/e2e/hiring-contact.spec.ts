import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newSoundEngineer, pageFor, postOpenJob, signInGallery } from './hiring-contact-support';

const ORGANIZATION_NAME = 'AlUla Arts Gallery';

test('an organization messages and invites a talent from their page, and the talent applies', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organization = await signInGallery(request);
  const job = await postOpenJob(
    request,
    organization,
    `Front-of-house engineer ${randomBytes(2).toString('hex')}`,
  );
  const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
  const orgPage = await pageFor(browser, organization);

  await orgPage.goto(`/explore/individuals/${talent.individualId}`);
  await expect(orgPage.getByRole('heading', { level: 1, name: talent.fullName })).toBeVisible();
  const actions = orgPage.getByRole('group', { name: `Contact ${talent.fullName}` });

  // Message opens (here: creates) the chat and lands in it.
  await actions.getByRole('button', { name: 'Message' }).click();
  await expect(orgPage).toHaveURL(/\/messages\?chat=[0-9a-f-]{36}$/);
  await expect(orgPage.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await orgPage.getByRole('textbox', { name: 'Message' }).fill('Hello Faisal, we have a concert coming up.');
  await orgPage.getByRole('button', { name: 'Send message' }).click();
  await expect(orgPage.getByRole('log')).toContainText('we have a concert coming up');

  // Invite to apply lists the open jobs; the invitation is sent once, a second one is refused.
  await orgPage.goBack();
  await expect(orgPage.getByRole('heading', { level: 1, name: talent.fullName })).toBeVisible();
  await actions.getByRole('button', { name: 'Invite to apply' }).click();
  const invite = orgPage.getByRole('dialog', { name: `Invite ${talent.fullName} to apply` });
  const send = invite.getByRole('button', { name: 'Send invitation' });
  await expect(send).toBeDisabled();
  await invite.getByRole('radio', { name: new RegExp(job.title) }).check();
  await send.click();
  await expect(orgPage.getByText(`Invitation sent to ${talent.fullName}`)).toBeVisible();
  await expect(invite).toHaveCount(0);

  await actions.getByRole('button', { name: 'Invite to apply' }).click();
  await invite.getByRole('radio', { name: new RegExp(job.title) }).check();
  await send.click();
  await expect(invite.getByRole('alert')).toHaveText(
    'This talent has already been invited to or applied for this job.',
  );
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toHaveCount(0);

  // The talent finds the invitation in the chat and applies from the job's page.
  const talentPage = await pageFor(browser, talent);
  await talentPage.goto('/messages');
  await talentPage.getByRole('button', { name: new RegExp(ORGANIZATION_NAME) }).click();
  const log = talentPage.getByRole('log');
  await expect(log).toContainText('we have a concert coming up');
  await expect(log).toContainText(job.title);

  await talentPage.goto(`/explore/jobs/${job.id}`);
  await talentPage.getByRole('button', { name: 'Apply For Job' }).click();
  const apply = talentPage.getByRole('dialog', { name: 'Apply For Job' });
  await apply
    .getByRole('textbox', { name: 'Cover letter' })
    .fill('Seven years at the mixing desk of Soundstorm.');
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(talentPage.getByText('Application sent successfully')).toBeVisible();

  await talentPage.goto('/messages');
  await talentPage.getByRole('button', { name: new RegExp(ORGANIZATION_NAME) }).click();
  const application = talentPage
    .getByRole('article', { name: job.title })
    .filter({ hasText: 'Seven years at the mixing desk of Soundstorm.' });
  await expect(application).toContainText('Pending');
});

test('an organization saves a talent to a new list from Explore, sees it on /saved and removes it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organization = await signInGallery(request);
  const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
  const listName = `Riyadh abaya campaign ${randomBytes(2).toString('hex')}`;
  const orgPage = await pageFor(browser, organization);

  await orgPage.goto(`/explore?view=profiles&category=MUSIC_AND_SOUND_ENGINEER&q=${talent.lastName}`);
  const talentCard = orgPage.getByRole('article', { name: talent.fullName });
  await talentCard.getByRole('button', { name: `Save ${talent.fullName} to a list` }).click();
  const save = orgPage.getByRole('dialog', { name: `Save ${talent.fullName}` });
  await save.getByRole('textbox', { name: 'New list' }).fill(listName);
  await save.getByRole('button', { name: 'Create and save' }).click();
  await expect(orgPage.getByText(`Saved to ${listName}`)).toBeVisible();
  await expect(save.getByRole('checkbox', { name: new RegExp(listName) })).toBeChecked();
  await save.getByRole('button', { name: 'Done' }).click();
  await expect(save).toHaveCount(0);
  await expect(
    talentCard.getByRole('button', { name: `${talent.fullName} is saved. Change their lists` }),
  ).toBeVisible();

  // /saved is one click away in the account menu.
  await orgPage.getByRole('button', { name: 'Account menu' }).click();
  await orgPage.getByRole('menuitem', { name: 'Saved talent' }).click();
  await expect(orgPage.getByRole('heading', { level: 1, name: 'Saved talent' })).toBeVisible();
  const list = orgPage.getByRole('region', { name: listName });
  await expect(list).toContainText('1 talent');
  const saved = list.getByRole('article', { name: talent.fullName });
  await expect(saved.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    `/explore/individuals/${talent.individualId}`,
  );

  // Removing asks first.
  await saved.getByRole('button', { name: `Remove ${talent.fullName} from ${listName}` }).click();
  const confirm = orgPage.getByRole('dialog', { name: `Remove ${talent.fullName}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(orgPage.getByText(`${talent.fullName} removed from ${listName}`)).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(list).toContainText('No talent in this list yet.');
});

test('a talent has no contact actions and no /saved page', async ({ browser, request }) => {
  const organization = await signInGallery(request);
  const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
  const other = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
  const talentPage = await pageFor(browser, talent);

  await talentPage.goto(`/explore/individuals/${other.individualId}`);
  await expect(talentPage.getByRole('heading', { level: 1, name: other.fullName })).toBeVisible();
  await expect(talentPage.getByRole('button', { name: 'Message' })).toHaveCount(0);
  await expect(talentPage.getByRole('button', { name: 'Invite to apply' })).toHaveCount(0);
  await talentPage.goto('/saved');
  await expect(talentPage).not.toHaveURL(/\/saved$/);
});
