import type { Specialty } from '@casting/contract';
import { seededRandom } from './seeded-random';

/** The four requirement lines of a job, by specialty. */
const REQUIREMENTS: Readonly<Record<Specialty, readonly [string, string, string, string]>> = {
  MODEL: [
    'Recent digitals and measurements',
    'Available for one fitting before the shoot',
    'Comfortable with several outfit changes',
    'Based in the Kingdom',
  ],
  PHOTOGRAPHER: [
    'A portfolio of similar work',
    'Own camera body and lenses',
    'Edited selects within three days',
    'Full usage rights for the brand',
  ],
  VIDEOGRAPHER: [
    'A reel with recent work',
    'Own camera and stabiliser',
    'Vertical and horizontal deliveries',
    'Raw footage handed over',
  ],
  EDITOR: [
    'A reel of recent edits',
    'DaVinci Resolve or Premiere Pro',
    'Colour grading experience',
    'Two rounds of revisions',
  ],
  TOURISM: [
    'A valid tour guide licence',
    'Arabic and English',
    'First-aid training',
    'Comfortable walking in the heat',
  ],
  BEAUTY: [
    'A portfolio of recent looks',
    'Own professional kit',
    'Hygiene certificate',
    'Available from early morning',
  ],
  ATHLETE: [
    'Active competitive record',
    'Camera experience is a plus',
    'Available for two rehearsal hours',
    'Brand-neutral clothing on the day',
  ],
  ARTIST: [
    'A portfolio of finished pieces',
    'Sketches before the final work',
    'Own materials and tools',
    'Delivery on the agreed date',
  ],
  FASHION: [
    'A portfolio of styled shoots',
    'Relationships with local designers',
    'Steaming and fitting kit',
    'Available for both shoot days',
  ],
  MUSIC_AND_SOUND_ENGINEER: [
    'Links to recent mixes',
    'Own monitoring and interface',
    'Experience with live or broadcast audio',
    'Files delivered in WAV',
  ],
};

const ARABIC_REQUIREMENTS = [
  'نماذج من أعمال سابقة',
  'الالتزام بالمواعيد',
  'الإقامة في المملكة',
  'إجادة اللغة العربية',
] as const;

const DURATIONS = [
  { minimum: 1, minimumPrefix: 'DAY', maximum: 3, maximumPrefix: 'DAY' },
  { minimum: 1, minimumPrefix: 'WEEK', maximum: 1, maximumPrefix: 'MONTH' },
  { minimum: 2, minimumPrefix: 'WEEK', maximum: 2, maximumPrefix: 'MONTH' },
  { minimum: 1, minimumPrefix: 'MONTH', maximum: 4, maximumPrefix: 'MONTH' },
] as const;

/** The parts of a job the demo list leaves out, varied per job but the same on every start. */
export function demoJobDetails(index: number, category: Specialty, title: string) {
  const random = seededRandom(index * 613 + 7);
  const minimum = random.int(0, 4);
  const lines = /[\u0600-\u06ff]/.test(title) ? ARABIC_REQUIREMENTS : REQUIREMENTS[category];
  return {
    requiredExperience: { minimum: Math.max(1, minimum), maximum: Math.max(1, minimum) + random.int(2, 6) },
    jobDuration: random.pick(DURATIONS),
    careerLevel: random.pick(['ENTRY_LEVEL', 'MID_LEVEL', 'MID_LEVEL', 'SENIOR_LEVEL'] as const),
    educationLevel: random.pick(['OTHER', 'OTHER', 'HIGH_SCHOOL', 'BACHELOR'] as const),
    requirements: lines.map((content, line) => ({ id: line + 1, content })),
  };
}
