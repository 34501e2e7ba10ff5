import type { RequirableLicenceType } from '@casting/contract';

/** The licences a job's words can propose; a freelance document is the organization's own call. */
export type ProposedLicence = Extract<RequirableLicenceType, 'MAWTHOOQ' | 'TOUR_GUIDE'>;

/** What the proposal reads of the job being posted. */
export interface LicenceProposalInput {
  readonly jobCategory?: string | undefined;
  readonly title: string;
  readonly description: string;
}

const TOUR_GUIDE_WORDS = ['tour guide', 'tour-guide', 'مرشد سياحي', 'مرشدة سياحية', 'ارشاد سياحي'];

/** Words of social-media advertising, in English and Arabic, as `normalized` spells them. */
const ADVERTISING_WORDS = [
  'social media',
  'social-media',
  'instagram',
  'tiktok',
  'tik tok',
  'snapchat',
  'influencer',
  'advertis',
  'اعلان',
  'سوشيال',
  'مؤثر',
  'سناب',
  'تيك توك',
  'تيكتوك',
  'انستقرام',
  'انستغرام',
  'انستجرام',
];

/** Lower case, one space between words, alef without hamza and no diacritics or tatweel. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[إأآ]/g, 'ا')
    .replace(/\s+/g, ' ');
}

/**
 * The licence Post Job proposes (issue 36): a tour-guide job the tour-guide licence, a job that
 * mentions social-media advertising Mawthooq; null when neither. The organization decides.
 */
export function proposedLicence(job: LicenceProposalInput): ProposedLicence | null {
  const text = normalized(`${job.title} ${job.description}`);
  if (job.jobCategory === 'TOURISM' || TOUR_GUIDE_WORDS.some((word) => text.includes(word)))
    return 'TOUR_GUIDE';
  return ADVERTISING_WORDS.some((word) => text.includes(word)) ? 'MAWTHOOQ' : null;
}
