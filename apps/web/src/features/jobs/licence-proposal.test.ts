import { describe, expect, it } from 'vitest';
import { proposedLicence } from './licence-proposal';

const job = (title: string, description = '', jobCategory?: string) => ({ title, description, jobCategory });

describe('proposedLicence', () => {
  it('proposes the tour-guide licence for a tour-guide job, by its specialty or its title', () => {
    expect(proposedLicence(job('Heritage walk in AlUla', '', 'TOURISM'))).toBe('TOUR_GUIDE');
    expect(proposedLicence(job('Tour guide for a film crew', '', 'VIDEOGRAPHER'))).toBe('TOUR_GUIDE');
    expect(proposedLicence(job('مرشد سياحي في الدرعية'))).toBe('TOUR_GUIDE');
  });

  it('proposes the tour-guide licence over Mawthooq when a tour-guide job mentions Instagram', () => {
    expect(proposedLicence(job('Desert tour', 'Posts on Instagram', 'TOURISM'))).toBe('TOUR_GUIDE');
  });

  it('proposes Mawthooq when the title or description mentions social-media advertising in English', () => {
    expect(proposedLicence(job('Influencer for a perfume launch', '', 'MODEL'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('Runway show', 'Three reels for TikTok and Snapchat'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('Brand ADVERTISING campaign'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('Content', 'Posts across social\nmedia'))).toBe('MAWTHOOQ');
  });

  it('proposes Mawthooq for Arabic words, whatever the hamza or diacritics', () => {
    expect(proposedLicence(job('حملة إعلانية لعطر'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('مصور', 'محتوى على إنستغرام وسناب شات'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('مؤثرة لإطلاق منتج'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('فيديو تيك توك'))).toBe('MAWTHOOQ');
    expect(proposedLicence(job('إدارة حسابات السوشيال ميديا'))).toBe('MAWTHOOQ');
  });

  it('proposes nothing for a job that mentions neither', () => {
    expect(proposedLicence(job('Runway models for Riyadh Fashion Week', 'Three shows', 'MODEL'))).toBeNull();
    expect(proposedLicence(job('عارضات لأسبوع الموضة في الرياض'))).toBeNull();
    expect(proposedLicence(job(''))).toBeNull();
  });
});
