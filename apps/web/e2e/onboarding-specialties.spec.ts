import { expect, test, type Page } from '@playwright/test';
import {
  answer,
  completeFirstSteps,
  demoReel,
  openAs,
  signUpVerified,
  uploadImage,
  uploadThroughSlot,
} from './onboarding-support';

interface SpecialtyCase {
  readonly role: string;
  readonly name: string;
  readonly title: string;
  readonly fill: (page: Page) => Promise<void>;
  readonly slots: readonly string[];
  readonly reel?: boolean;
  readonly stored: Record<string, unknown>;
}

const CASES: readonly SpecialtyCase[] = [
  {
    role: 'VIDEOGRAPHER',
    name: 'Videographer',
    title: 'Videographer',
    fill: async (page) => {
      await page.getByLabel('Camera', { exact: true }).fill('Canon C70');
      await page.getByLabel('Lighting equipment', { exact: true }).fill('Nanlite Forza 500');
      await page.getByLabel('Lenses', { exact: true }).fill('24-70mm f/2.8');
      await answer(page, 'Do you work with a stabilizer?', 'Yes');
    },
    slots: ['Portfolio picture 1', 'Portfolio picture 2', 'Profile picture'],
    reel: true,
    stored: { camera: 'Canon C70', stabilizer: true },
  },
  {
    role: 'EDITOR',
    name: 'Editor',
    title: 'Editor',
    fill: async (page) => {
      await answer(page, 'Do you work with professional editing software?', 'Yes');
      await answer(page, 'Do you do color grading?', 'Yes');
      await answer(page, 'Do you do sound editing?', 'No');
      await answer(page, 'Do you create visual effects?', 'Yes');
      await answer(page, 'Do you create motion graphics?', 'No');
    },
    slots: ['Portfolio picture 1', 'Portfolio picture 2', 'Profile picture'],
    reel: true,
    stored: { editingSoftware: true, soundEditing: false, motionGraphics: false },
  },
  {
    role: 'FASHION',
    name: 'Fashionista',
    title: 'Fashion and Jewelry Stylist',
    fill: async (page) => {
      await page
        .getByLabel('What best describes your work?', { exact: true })
        .selectOption({ label: 'Jewelry Stylist' });
      await page.getByLabel('Portfolio website', { exact: true }).fill('styling.example.com');
      await answer(page, 'Do you have formal training or certifications?', 'Yes');
      await answer(page, 'Have you worked with celebrities?', 'No');
      await page.getByLabel('Publications and features', { exact: true }).fill('Vogue Arabia, 2024');
    },
    slots: ['Profile picture', 'Certificate', 'Previous work 1', 'Previous work 2'],
    stored: { category: 'JEWELRY_STYLIST', workedWithCelebrities: false, yearsOfExperience: 8 },
  },
  {
    role: 'ARTIST',
    name: 'Visual Artist',
    title: 'Artists and Visuals',
    fill: async (page) => {
      await page
        .getByLabel('What best describes your work?', { exact: true })
        .selectOption({ label: 'Painter' });
      await page.getByLabel('Portfolio website', { exact: true }).fill('art.example.com');
      const styles = page.getByRole('group', { name: 'Styles' });
      await styles.getByRole('checkbox', { name: 'Portraits' }).check();
      await styles.getByRole('checkbox', { name: 'Surrealism / Fantasy' }).check();
      await page.getByLabel('Publications and exhibitions', { exact: true }).fill('Group show, Jeddah 2024');
      await page.getByLabel('Previous clients', { exact: true }).fill('Hotels in AlUla');
    },
    slots: ['Profile picture', 'Previous work 1', 'Previous work 2'],
    stored: { category: 'PAINTER', expertise: ['PORTRAITS', 'SURREALISM_FANTASY'] },
  },
  {
    role: 'BEAUTY',
    name: 'Beautician',
    title: 'Beauty and Cosmetics',
    fill: async (page) => {
      await page
        .getByRole('group', { name: 'Areas of expertise' })
        .getByRole('checkbox', { name: 'Bridal Makeup' })
        .check();
      await page
        .getByRole('group', { name: 'Preferred brands' })
        .getByRole('checkbox', { name: 'Huda Beauty' })
        .check();
      await answer(page, 'Have you worked on fashion weeks, film or television?', 'Yes');
      await answer(page, 'Do you have formal training?', 'Yes');
      await page.getByLabel('Portfolio website', { exact: true }).fill('beauty.example.com');
    },
    slots: ['Profile picture', 'Certificate', 'Previous work 1', 'Previous work 2'],
    stored: { expertise: ['BRIDAL_MAKEUP'], preferredBrands: ['HUDA_BEAUTY'], hasFormalTraining: true },
  },
  {
    role: 'TOURISM',
    name: 'Tour Guide',
    title: 'Tourism & Historical Advisor',
    fill: async (page) => {
      await page
        .getByRole('group', { name: 'Specializations' })
        .getByRole('checkbox', { name: 'Historical Site Tours' })
        .check();
      await page.getByLabel('Current or most recent employer', { exact: true }).fill('Visit AlUla');
      await answer(page, 'Do you have experience managing travel logistics?', 'Yes');
      await answer(page, 'Do you hold a tour guide license?', 'Yes');
      await answer(page, 'Do you speak a language other than Arabic?', 'No');
    },
    slots: ['Profile picture', 'Certificate'],
    stored: { specializations: ['HISTORICAL_SITE_TOURS'], license: true, otherLanguage: false },
  },
];

for (const specialty of CASES) {
  test(`the ${specialty.title} form onboards a new ${specialty.name}`, async ({ page, request }) => {
    const account = await signUpVerified(request, 'INDIVIDUAL', specialty.role.toLowerCase());
    await openAs(page, account, '/select-category');
    await completeFirstSteps(page, specialty.name);
    await expect(page.getByRole('heading', { level: 1, name: specialty.title })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Create Account' });
    await specialty.fill(page);
    for (const slot of specialty.slots) await uploadImage(page, slot);
    if (specialty.reel === true) {
      await expect(submit).toBeDisabled();
      await uploadThroughSlot(
        page,
        'Reel',
        { name: 'reel.mp4', mimeType: 'video/mp4', buffer: await demoReel() },
        'video',
      );
    }
    await page.screenshot({ path: `/tmp/onboarding-profile-${specialty.role.toLowerCase()}.png` });

    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL('/profile', { timeout: 15_000 });

    const response = await request.get('/models/api/v1/users/me', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    const { data } = await response.json();
    expect(data.individual.role).toBe(specialty.role);
    expect(data.individual.specialtyInfo).toMatchObject(specialty.stored);
  });
}
