import { describe, expect, it } from 'vitest';
import { OrganizationProfileSchema } from './organization';

const profile = {
  bio: 'A Riyadh production house.',
  name: 'Najd Creative Studio',
  location: 'SA',
  instagram: 'instagram.com/najdcreative',
  tiktok: 'tiktok.com/@najdcreative',
  website: 'najdcreative.sa',
  phone: '+966112345678',
  logo: 'https://nujoom.example/media/3f2a.png',
};

function firstMessage(value: unknown): string | undefined {
  return OrganizationProfileSchema.safeParse(value).error?.issues[0]?.message;
}

describe('organization profile', () => {
  it('accepts a complete profile and normalises its links', () => {
    const parsed = OrganizationProfileSchema.parse(profile);
    expect(parsed.instagram).toBe('https://instagram.com/najdcreative');
    expect(parsed.tiktok).toBe('https://tiktok.com/@najdcreative');
    expect(parsed.website).toBe('https://najdcreative.sa/');
  });

  it.each([
    ['name', 'Na', 'Name should be at least 3 characters long.'],
    ['name', '   ', 'Name should be at least 3 characters long.'],
    ['bio', '', 'Bio is required.'],
    ['location', 'Saudi Arabia', 'Please select a country.'],
    ['instagram', 'instagram.com.evil.io', 'Please enter a valid Instagram URL.'],
    ['tiktok', 'evil.io/tiktok.com', 'Please enter a valid TikTok URL.'],
    ['website', 'javascript:alert(1)', 'Please enter a valid website URL.'],
    ['phone', '0512345678', 'Please enter a valid phone number.'],
    ['logo', '', 'Logo is required.'],
  ])('%s %j reads %j', (field, value, message) => {
    expect(firstMessage({ ...profile, [field]: value })).toBe(message);
  });

  it('requires every field', () => {
    for (const field of Object.keys(profile)) {
      const { [field as keyof typeof profile]: _omitted, ...rest } = profile;
      expect(OrganizationProfileSchema.safeParse(rest).success).toBe(false);
    }
  });
});
