import { describe, expect, it } from 'vitest';
import { CITIES } from '../options/city';
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

  it('requires every field but the social links and the city', () => {
    for (const field of ['bio', 'name', 'location', 'phone', 'logo'] as const) {
      const { [field]: _omitted, ...rest } = profile;
      expect(OrganizationProfileSchema.safeParse(rest).success, field).toBe(false);
    }
  });

  it('names the field that is missing', () => {
    const { bio: _bio, ...withoutBio } = profile;
    expect(firstMessage(withoutBio)).toBe('Bio is required.');
    const { logo: _logo, ...withoutLogo } = profile;
    expect(firstMessage(withoutLogo)).toBe('Logo is required.');
    const { location: _location, ...withoutLocation } = profile;
    expect(firstMessage(withoutLocation)).toBe('Please select a country.');
  });

  it('takes the social links as optional: left out, null or blank reads as none', () => {
    const { instagram: _i, tiktok: _t, website: _w, ...withoutLinks } = profile;
    expect(OrganizationProfileSchema.parse(withoutLinks)).not.toHaveProperty('instagram');
    const blank = OrganizationProfileSchema.parse({
      ...profile,
      instagram: '',
      tiktok: null,
      website: '   ',
    });
    expect([blank.instagram, blank.tiktok, blank.website]).toEqual([undefined, undefined, undefined]);
  });

  it("takes a city of the Kingdom's list, or OTHER", () => {
    expect(OrganizationProfileSchema.parse({ ...profile, city: 'JEDDAH' }).city).toBe('JEDDAH');
    expect(OrganizationProfileSchema.parse({ ...profile, city: 'OTHER' }).city).toBe('OTHER');
    expect(firstMessage({ ...profile, city: 'Jeddah' })).toBe('Please select a city.');
    expect(CITIES).toHaveLength(20);
  });
});
