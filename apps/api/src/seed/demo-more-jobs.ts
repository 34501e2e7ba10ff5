import type { Specialty } from '@casting/contract';
import type { DemoJob } from './demo-data';

type Row = readonly [
  organization: number,
  title: string,
  category: Specialty,
  description: string,
  tags: readonly string[],
];

/** Twenty more jobs, each posted by an organization that would hire for it (indexes into all organizations). */
const ROWS: readonly Row[] = [
  [
    3,
    'Models for the winter abaya collection',
    'MODEL',
    'Studio lookbook of 24 abayas over two days in Riyadh, plus a short outdoor session in Diriyah.',
    ['abaya', 'lookbook'],
  ],
  [
    3,
    'Stylist for an abaya lookbook',
    'FASHION',
    'Style and steam 24 looks, pair accessories and keep continuity across both shoot days.',
    ['styling', 'abaya'],
  ],
  [
    4,
    'Product photographer for an oud collection',
    'PHOTOGRAPHER',
    'Still-life photography of nine bottles and their boxes, on dark and light sets.',
    ['product', 'perfume'],
  ],
  [
    4,
    'مصوّر فيديو لإعلان عطر رمضاني',
    'VIDEOGRAPHER',
    'تصوير إعلان مدته ثلاثون ثانية في جدة التاريخية، مع نسخ قصيرة لمنصات التواصل.',
    ['رمضان', 'إعلان'],
  ],
  [
    5,
    'Editor for a bank’s National Day commercial',
    'EDITOR',
    'Edit a 60-second spot and three cut-downs from two shoot days; grade to the brand’s look.',
    ['commercial', 'national day'],
  ],
  [
    5,
    'Male model for a car dealership campaign',
    'MODEL',
    'Half-day shoot with a new SUV on the Khobar corniche, stills and a short video.',
    ['automotive', 'commercial'],
  ],
  [
    6,
    'مرشد سياحي لقرية رجال ألمع',
    'TOURISM',
    'قيادة جولات يومية لمجموعات صغيرة في قرية رجال ألمع التراثية خلال موسم الصيف.',
    ['تراث', 'عسير'],
  ],
  [
    6,
    'Photographer for the Abha summer festival',
    'PHOTOGRAPHER',
    'Cover evening concerts and daytime crafts markets; 40 edited photos a day.',
    ['festival', 'events'],
  ],
  [
    7,
    'Padel players for a sportswear shoot',
    'ATHLETE',
    'Two players for action shots on court and a short slow-motion film.',
    ['padel', 'sportswear'],
  ],
  [
    7,
    'Videographer for a padel tournament',
    'VIDEOGRAPHER',
    'Film the finals weekend and deliver daily highlight reels by midnight.',
    ['sports', 'reels'],
  ],
  [
    8,
    'خبيرة مكياج لحفلات الزفاف',
    'BEAUTY',
    'مكياج العروس ووالدتها وأخواتها في قاعات الرياض، من نوفمبر حتى فبراير.',
    ['زفاف', 'مكياج'],
  ],
  [
    8,
    'Bridal stylist for the wedding season',
    'FASHION',
    'Dress fittings, veils and jewellery for brides in Riyadh and Buraidah.',
    ['bridal', 'styling'],
  ],
  [
    9,
    'Podcast editor for a weekly Arabic show',
    'MUSIC_AND_SOUND_ENGINEER',
    'Clean, level and mix one 60-minute interview a week, with intro music and chapters.',
    ['podcast', 'audio'],
  ],
  [
    9,
    'DJ for a brand launch night',
    'MUSIC_AND_SOUND_ENGINEER',
    'A three-hour set for 400 guests in Riyadh, with cues for the product reveal.',
    ['dj', 'event'],
  ],
  [
    10,
    'Guide for historic Madinah walking tours',
    'TOURISM',
    'Lead evening walks around the old city’s wells, gardens and markets in Arabic and English.',
    ['heritage', 'walking tour'],
  ],
  [
    10,
    'Documentary editor for a heritage film',
    'EDITOR',
    'Cut a 20-minute documentary from interviews and archive photographs.',
    ['documentary', 'heritage'],
  ],
  [
    11,
    'Muralist for a resort lobby',
    'ARTIST',
    'Paint an 8 m wall inspired by coral reefs and the Hijaz coastline.',
    ['mural', 'hospitality'],
  ],
  [
    11,
    'Illustrator for resort guest maps',
    'ARTIST',
    'Hand-drawn maps of two resorts and their dive sites, for print and the app.',
    ['illustration', 'maps'],
  ],
  [
    7,
    'Fitness coach for a brand activation',
    'ATHLETE',
    'Lead four open workouts at a mall activation in Jeddah over one weekend.',
    ['fitness', 'activation'],
  ],
  [
    4,
    'Make-up artist for a perfume campaign',
    'BEAUTY',
    'Soft glam for two models over a one-day studio shoot.',
    ['beauty', 'campaign'],
  ],
];

export const MORE_DEMO_JOBS: readonly DemoJob[] = ROWS.map(
  ([organization, title, jobCategory, description, tags]) => ({
    organization,
    title,
    jobCategory,
    description,
    tags,
  }),
);
