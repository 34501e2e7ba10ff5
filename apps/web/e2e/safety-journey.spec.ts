import { expect, test, type Page } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { newSoundEngineer, signInGallery } from './hiring-contact-support';
import { API, auth, data, GALLERY_NAME, pageAt, shot } from './milestones-support';
import { collectErrors } from './page-errors';
import { text, type Language } from './phone-support';

/**
 * Issue 35, the user's side: a talent reports a message of an organization and blocks it from the
 * thanks; the chat reads as closed on both sides (at once in the other side's open chat), with the same plain sentence instead of the
 * message box; the talent finds the organization in /settings/blocked and unblocks it. Then the
 * talent's contact settings decide what the organization sees on the talent's page.
 */
const WORDS = {
  en: {
    message: 'Send your passport photos to my WhatsApp and pay the booking fee there.',
    details: 'They asked me to pay 500 riyals by bank transfer.',
  },
  ar: {
    message: 'أرسلي صور جواز السفر على الواتساب وادفعي رسوم الحجز هناك.',
    details: 'طلبوا مني تحويل 500 ريال إلى حساب بنكي.',
  },
} as const;

/** A name the app isolates in its sentence, as a pattern of the accessible name around it. */
function around(sentence: string, name: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    sentence
      .split(name)
      .map(escape)
      .join(`\\s*${escape(name)}\\s*`),
  );
}

/**
 * As a person does: the pointer reaches the avatar before pressing it, which loads the menu's code
 * (`load-on-intent.tsx`), then presses the menu's own button.
 */
async function openAccountMenu(page: Page, language: Language): Promise<void> {
  const button = page.getByRole('button', { name: text(language, 'common', 'accountMenu.open') });
  await button.hover();
  // The avatar's own loaded button: a chat's header has a "⋯" menu button of its own.
  await expect(button.and(page.locator('[id^="headlessui-menu-button"]'))).toBeVisible();
  await button.click();
}

async function openChatWith(page: Page, name: string): Promise<void> {
  await page.goto('/messages');
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: a talent reports a message and blocks its sender, the chat closes for both, the block is listed and lifted, and contact settings change what the organization sees`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const words = WORDS[language];
    const safety = (key: string, values?: Record<string, string>) => text(language, 'safety', key, values);
    const chats = (key: string, values?: Record<string, string>) => text(language, 'chats', key, values);

    // Through the API: the gallery writes first to a new talent.
    const organization = await signInGallery(request);
    const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
    const chat = await data<{ id: string }>(
      await request.post(`${API}/chats`, {
        headers: auth(organization.token),
        data: { individualId: talent.individualId },
      }),
    );
    await data(
      await request.post(`${API}/chats/${chat.id}/messages`, {
        headers: auth(organization.token),
        data: { content: words.message },
      }),
    );

    // The talent reports the message from its menu: a reason, details, and the server's thanks.
    const talentPage = await pageAt(browser, talent, language, 1440);
    const talentErrors = collectErrors(talentPage);
    await openChatWith(talentPage, GALLERY_NAME);
    await expect(
      talentPage.getByRole('region', { name: GALLERY_NAME }).getByText(words.message),
    ).toBeVisible();
    await talentPage
      .getByRole('button', { name: chats('conversation.messageActions') })
      .last()
      .click();
    await talentPage.getByRole('menuitem', { name: safety('menu.reportMESSAGE') }).click();
    const report = talentPage.getByRole('dialog', { name: safety('report.title.MESSAGE') });
    await expect(report).toBeVisible();
    // Sent without a reason, the contract's sentence says what is missing, before any call.
    await report.getByRole('button', { name: safety('report.submit') }).click();
    await expect(report.getByRole('alert')).toBeVisible();
    await report.getByRole('radio', { name: safety('report.reasons.OFF_PLATFORM_PAYMENT') }).check();
    await expect(report.getByRole('alert')).toHaveCount(0);
    await report.getByRole('textbox', { name: safety('report.details') }).fill(words.details);
    await shot(talentPage, `${language}-report-form`);
    await report.getByRole('button', { name: safety('report.submit') }).click();
    const thanks = talentPage.getByRole('dialog', { name: safety('report.thanksTitle') });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole('status')).not.toBeEmpty();
    await shot(talentPage, `${language}-report-thanks`);

    // The gallery has the chat open, and can write in it.
    const organizationPage = await pageAt(browser, organization, language, 1440);
    const organizationErrors = collectErrors(organizationPage);
    await openChatWith(organizationPage, talent.fullName);
    await expect(organizationPage.getByRole('textbox', { name: chats('composer.label') })).toBeVisible();

    // From the thanks, the talent blocks the gallery, having read what blocking does.
    await thanks
      .getByRole('button', { name: around(safety('menu.block', { name: GALLERY_NAME }), GALLERY_NAME) })
      .click();
    const block = talentPage.getByRole('dialog', {
      name: around(safety('block.title', { name: GALLERY_NAME }), GALLERY_NAME),
    });
    await expect(block).toContainText(safety('block.effects.chat'));
    await shot(talentPage, `${language}-block-confirm`);
    await block.getByRole('button', { name: safety('block.confirm'), exact: true }).click();
    await expect(block).toHaveCount(0);

    // The chat stays readable, closed: the sentence replaces the message box.
    await expect(talentPage.getByText(chats('conversation.closed'))).toBeVisible();
    await expect(talentPage.getByRole('textbox', { name: chats('composer.label') })).toHaveCount(0);
    await expect(
      talentPage.getByRole('region', { name: GALLERY_NAME }).getByText(words.message),
    ).toBeVisible();
    if (language === 'ar') await expectArabicPage(talentPage, 'ar-talent-chat-closed');
    else await shot(talentPage, 'en-talent-chat-closed');

    // The gallery, its chat open all along, reads the same plain sentence at once, and is not told
    // who blocked whom.
    await expect(organizationPage.getByText(chats('conversation.closed'))).toBeVisible();
    await expect(organizationPage.getByRole('textbox', { name: chats('composer.label') })).toHaveCount(0);
    await shot(organizationPage, `${language}-organization-chat-closed`);

    // The talent finds the gallery under Blocked accounts, from the account menu, and unblocks it.
    await openAccountMenu(talentPage, language);
    await talentPage.getByRole('menuitem', { name: text(language, 'common', 'accountMenu.blocked') }).click();
    await expect(talentPage).toHaveURL(/\/settings\/blocked$/);
    const list = talentPage.getByRole('list', { name: safety('blocked.title') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(GALLERY_NAME);
    if (language === 'ar') await expectArabicPage(talentPage, 'ar-blocked-list');
    else await shot(talentPage, 'en-blocked-list');
    await list.getByRole('button', { name: safety('blocked.unblockLabel', { name: GALLERY_NAME }) }).click();
    await expect(talentPage.getByText(safety('blocked.emptyTitle'))).toBeVisible();
    await shot(talentPage, `${language}-blocked-empty`);

    // Unblocked, the chat opens again for both: at once in the gallery's open chat.
    await expect(organizationPage.getByRole('textbox', { name: chats('composer.label') })).toBeVisible();
    await expect(organizationPage.getByText(chats('conversation.closed'))).toHaveCount(0);
    await openChatWith(talentPage, GALLERY_NAME);
    await expect(talentPage.getByRole('textbox', { name: chats('composer.label') })).toBeVisible();
    await expect(talentPage.getByText(chats('conversation.closed'))).toHaveCount(0);

    // Contact settings: only organizations whose jobs the talent applied to. The gallery, to whose
    // jobs this talent never applied, reads the spec's sentence instead of Message and Invite.
    const saved = (key: string) => text(language, 'saved', key);
    await organizationPage.goto(`/explore/individuals/${talent.individualId}`);
    await expect(organizationPage.getByRole('button', { name: saved('contact.message') })).toBeVisible();
    await openAccountMenu(talentPage, language);
    await talentPage
      .getByRole('menuitem', { name: text(language, 'common', 'accountMenu.contactSettings') })
      .click();
    await expect(talentPage).toHaveURL(/\/settings\/contact$/);
    const choices = talentPage.getByRole('group', { name: safety('contact.legend') });
    await expect(
      choices.getByRole('radio', { name: new RegExp(safety('contact.choices.EVERYONE')) }),
    ).toBeChecked();
    await choices.getByRole('radio', { name: new RegExp(safety('contact.choices.APPLIED_ONLY')) }).check();
    await talentPage.getByRole('button', { name: safety('contact.save') }).click();
    await expect(talentPage.getByText(safety('contact.saved'))).toBeVisible();
    if (language === 'ar') await expectArabicPage(talentPage, 'ar-contact-settings');
    else await shot(talentPage, 'en-contact-settings');

    await organizationPage.reload();
    await expect(organizationPage.getByText(saved('contact.notAccepting'))).toBeVisible();
    await expect(organizationPage.getByRole('button', { name: saved('contact.message') })).toHaveCount(0);
    await expect(organizationPage.getByRole('button', { name: saved('contact.invite') })).toHaveCount(0);
    await shot(organizationPage, `${language}-not-accepting`);

    // Everyone again: Message and Invite come back.
    await talentPage.getByRole('radio', { name: new RegExp(safety('contact.choices.EVERYONE')) }).check();
    // The first save's toast may still show: the second save is known done by its answer.
    const savedAgain = talentPage.waitForResponse(
      (response) =>
        response.url().endsWith('/users/me/contact-settings') &&
        response.request().method() === 'PUT' &&
        response.ok(),
    );
    await talentPage.getByRole('button', { name: safety('contact.save') }).click();
    await savedAgain;
    await expect(talentPage.getByText(safety('contact.saved')).first()).toBeVisible();
    await organizationPage.reload();
    await expect(organizationPage.getByRole('button', { name: saved('contact.message') })).toBeVisible();

    expect(talentErrors).toEqual([]);
    expect(organizationErrors).toEqual([]);
  });
}
