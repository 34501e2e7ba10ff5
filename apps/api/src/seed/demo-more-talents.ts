import type { Specialty } from '@casting/contract';
import type { DemoIndividual } from './demo-data';
import type { PortraitGender } from './demo-portrait';
import { seededRandom, type SeededRandom } from './seeded-random';

type Row = readonly [
  login: string,
  firstName: string,
  lastName: string,
  role: Specialty,
  gender: PortraitGender,
  years: number,
  bio: string,
];

/**
 * Three more talents per specialty, then two new faces among the models. Names in Arabic script write their profile in Arabic, names
 * in Latin script in English, as people on a bilingual marketplace do.
 */
const ROWS: readonly Row[] = [
  [
    'reema',
    'Reema',
    'Alyami',
    'MODEL',
    'FEMALE',
    4,
    'Modest-fashion and beauty model from Al Khobar. Comfortable with long studio days and outdoor shoots in the Eastern Province heat.',
  ],
  [
    'rahaf',
    'رهف',
    'الشمري',
    'MODEL',
    'FEMALE',
    2,
    'عارضة أزياء من حائل، أعمل في جلسات العبايات والمجوهرات وإعلانات العطور. ملتزمة بالمواعيد وأحب العمل مع فرق صغيرة.',
  ],
  [
    'abdulaziz',
    'Abdulaziz',
    'Almalki',
    'MODEL',
    'MALE',
    6,
    'Riyadh-based commercial model: thobe and bisht campaigns, watches and automotive launches.',
  ],
  [
    'mashael',
    'مشاعل',
    'القحطاني',
    'PHOTOGRAPHER',
    'FEMALE',
    5,
    'مصوّرة من أبها متخصصة في تصوير الطبيعة والمنتجات المحلية. أعمالي عن جبال السودة نُشرت في عدة مجلات.',
  ],
  [
    'hamad',
    'Hamad',
    'Albalushi',
    'PHOTOGRAPHER',
    'MALE',
    8,
    'Architecture and interiors photographer in Dammam. Hotels, restaurants and real-estate brochures, shot at blue hour.',
  ],
  [
    'bader',
    'Bader',
    'Aljaber',
    'PHOTOGRAPHER',
    'MALE',
    3,
    'Street and portrait photographer from Jeddah’s Al-Balad; I bring a documentary eye to brand stories.',
  ],
  [
    'abdullah',
    'عبدالله',
    'الدوسري',
    'VIDEOGRAPHER',
    'MALE',
    7,
    'مصوّر فيديو في الدمام، أصوّر الإعلانات التجارية وتغطيات المؤتمرات، ولدي رخصة تشغيل درون من الهيئة العامة للطيران المدني.',
  ],
  [
    'layan',
    'Layan',
    'Alhamdan',
    'VIDEOGRAPHER',
    'FEMALE',
    4,
    'Videographer for beauty and lifestyle brands in Riyadh: short vertical films, behind-the-scenes and product reels.',
  ],
  [
    'saud',
    'Saud',
    'Alenezi',
    'VIDEOGRAPHER',
    'MALE',
    5,
    'Outdoor and adventure filmmaker based in Tabuk; I have filmed across NEOM’s coast and the Hisma desert.',
  ],
  [
    'nawaf',
    'نواف',
    'العمري',
    'EDITOR',
    'MALE',
    6,
    'محرر فيديو من المدينة المنورة، أعمل على الأفلام الوثائقية القصيرة ومقاطع يوتيوب، مع تصحيح الألوان والمؤثرات الصوتية.',
  ],
  [
    'hind',
    'Hind',
    'Alkuwari',
    'EDITOR',
    'FEMALE',
    3,
    'Editor for fashion films and social campaigns; fast cuts, clean grades and subtitles in Arabic and English.',
  ],
  [
    'rayan',
    'ريان',
    'باعشن',
    'EDITOR',
    'MALE',
    9,
    'مونتير إعلانات تلفزيونية في جدة منذ تسع سنوات، عملت مع وكالات إعلان محلية وخليجية.',
  ],
  [
    'sultan',
    'سلطان',
    'البلوي',
    'TOURISM',
    'MALE',
    12,
    'مرشد سياحي مرخّص في تبوك وحسمى، أنظّم رحلات التخييم ومشاهدة النجوم وأروي تاريخ طريق الحج الشامي.',
  ],
  [
    'maha',
    'Maha',
    'Alhazmi',
    'TOURISM',
    'FEMALE',
    5,
    'AlUla-born guide for Hegra, Dadan and Jabal Ikmah; tours for families and school groups in Arabic and English.',
  ],
  [
    'ali',
    'Ali',
    'Alnaimi',
    'TOURISM',
    'MALE',
    7,
    'Guide to Al-Ahsa’s oasis, Jabal Al-Qarah caves and Qaisariya souq; food tours are my favourite.',
  ],
  [
    'arwa',
    'أروى',
    'الزهراني',
    'BEAUTY',
    'FEMALE',
    6,
    'خبيرة مكياج في الطائف، أتخصص في مكياج العرائس والمناسبات، وأستخدم منتجات تناسب البشرة الخليجية.',
  ],
  [
    'shahad',
    'Shahad',
    'Alamoudi',
    'BEAUTY',
    'FEMALE',
    4,
    'Editorial and film make-up artist in Jeddah; skin-first looks that last under studio lights.',
  ],
  [
    'waad',
    'وعد',
    'المطيري',
    'BEAUTY',
    'FEMALE',
    3,
    'خبيرة تجميل في الرياض لجلسات التصوير والعروض، وحاصلة على شهادة من أكاديمية مكياج معتمدة.',
  ],
  [
    'mishari',
    'Mishari',
    'Alsuwaidi',
    'ATHLETE',
    'MALE',
    8,
    'Padel player and coach in Riyadh; I appear in sportswear campaigns and run junior clinics.',
  ],
  [
    'ghada',
    'غادة',
    'الشهري',
    'ATHLETE',
    'FEMALE',
    5,
    'عدّاءة مسافات طويلة من أبها، شاركت في ماراثون الرياض وأدرّب فرق الجري النسائية.',
  ],
  [
    'thamer',
    'ثامر',
    'الحربي',
    'ATHLETE',
    'MALE',
    10,
    'لاعب جوجيتسو ومدرب لياقة في بريدة، حاصل على ميداليات خليجية وأعمل سفيرًا لعلامات رياضية.',
  ],
  [
    'lulwa',
    'Lulwa',
    'Almansoori',
    'ARTIST',
    'FEMALE',
    7,
    'Digital illustrator in Dammam drawing book covers, brand mascots and children’s stories.',
  ],
  [
    'abdulrahman',
    'عبدالرحمن',
    'الفيفي',
    'ARTIST',
    'MALE',
    9,
    'نحّات وفنان تشكيلي من جازان، أستلهم أعمالي من جبال فيفاء والمدرجات الزراعية.',
  ],
  [
    'dalal',
    'Dalal',
    'Alsharif',
    'ARTIST',
    'FEMALE',
    4,
    'Calligraphy-inspired abstract painter from Makkah; commissions for offices and homes.',
  ],
  [
    'nouf',
    'نوف',
    'العتيبي',
    'FASHION',
    'FEMALE',
    6,
    'منسقة أزياء في الرياض، أنسّق إطلالات العبايات للحملات الإعلانية وعروض الأزياء المحتشمة.',
  ],
  [
    'mohammed',
    'Mohammed',
    'Alkaabi',
    'FASHION',
    'MALE',
    5,
    'Menswear stylist in Jeddah: thobes, bishts and tailoring for weddings, shoots and television.',
  ],
  [
    'alanoud',
    'Alanoud',
    'Alfaraj',
    'FASHION',
    'FEMALE',
    3,
    'Jewellery and accessories stylist from Qatif; I source pieces from Gulf designers for editorials.',
  ],
  [
    'ziyad',
    'زياد',
    'الغامدي',
    'MUSIC_AND_SOUND_ENGINEER',
    'MALE',
    8,
    'منتج موسيقي ومهندس صوت من الباحة، أسجّل الأناشيد والإعلانات الإذاعية وأمزج الموسيقى التصويرية.',
  ],
  [
    'rakan',
    'Rakan',
    'Alsaleh',
    'MUSIC_AND_SOUND_ENGINEER',
    'MALE',
    6,
    'DJ and live performance engineer in Riyadh; festival stages, product launches and brand nights.',
  ],
  [
    'aseel',
    'Aseel',
    'Bukhari',
    'MUSIC_AND_SOUND_ENGINEER',
    'FEMALE',
    4,
    'Podcast and voiceover editor in Jeddah, cleaning dialogue and mixing interviews for Arabic shows.',
  ],
  [
    'jana',
    'Jana',
    'Albuainain',
    'MODEL',
    'FEMALE',
    2,
    'New face from Dammam, signed after a mall casting last spring; editorial and e-commerce shoots so far.',
  ],
  [
    'shoug',
    'شوق',
    'الدوسري',
    'MODEL',
    'FEMALE',
    1,
    'عارضة مبتدئة من الرياض، أبحث عن أول حملة إعلانية كبيرة، وأتدرّب على عروض الأزياء منذ سنة.',
  ],
];

const CAMERAS = ['Sony FX3', 'Canon R5', 'Nikon Z8', 'Sony A7 IV', 'Fujifilm X-H2S', 'Blackmagic Pocket 6K'];
const LIGHTS = [
  'Aputure 600d',
  'Godox AD600',
  'Profoto B10',
  'Nanlite Forza 500',
  'Natural light and reflectors',
];
const LENSES = ['24-70mm f/2.8', '85mm f/1.4', '35mm f/1.8', '70-200mm f/2.8', '50mm f/1.2'];

function take<T>(random: SeededRandom, items: readonly T[], count: number): T[] {
  const rest = [...items];
  const taken: T[] = [];
  while (taken.length < count && rest.length > 0)
    taken.push(...rest.splice(random.int(0, rest.length - 1), 1));
  return taken;
}

/** Specialty answers that fit the person: measurements in range, options from the spec's lists. */
function specialtyInfo(row: Row, random: SeededRandom): Record<string, unknown> {
  const [login, , , role, gender] = row;
  const site = `https://${login}${random.pick(['studio', 'works', 'portfolio'])}.example.com`;
  switch (role) {
    case 'MODEL': {
      const female = gender === 'FEMALE';
      return {
        gender,
        birthDate: `${String(random.int(1993, 2003))}-0${String(random.int(1, 9))}-1${String(random.int(0, 9))}`,
        nationality: random.pick(['SA', 'SA', 'KW', 'BH', 'AE']),
        height: female ? random.int(165, 178) : random.int(178, 190),
        weight: female ? random.int(60, 64) : random.int(70, 85),
        eyeColorEnum: random.pick(['BROWN', 'BROWN', 'HAZEL', 'GREEN'] as const),
        skinToneEnum: random.pick(['LIGHT', 'MEDIUM', 'DARK'] as const),
        hairColorEnum: random.pick(['BLACK', 'BLACK', 'BROWN'] as const),
        dressSize: female ? random.pick([10, 12]) : random.pick([14, 16]),
        shoeSize: female ? random.int(37, 40) : random.int(42, 45),
        waist: female ? random.int(60, 68) : random.int(76, 84),
        hips: female ? random.int(84, 90) : random.int(86, 90),
        bust: female ? random.int(80, 88) : random.int(86, 90),
      };
    }
    case 'PHOTOGRAPHER':
      return { camera: random.pick(CAMERAS), lightning: random.pick(LIGHTS), lense: random.pick(LENSES) };
    case 'VIDEOGRAPHER':
      return {
        camera: random.pick(CAMERAS),
        lightning: random.pick(LIGHTS),
        lense: random.pick(LENSES),
        stabilizer: random.chance(0.7),
      };
    case 'EDITOR':
      return {
        editingSoftware: true,
        colorGrading: random.chance(0.7),
        soundEditing: random.chance(0.5),
        visualEffects: random.chance(0.4),
        motionGraphics: random.chance(0.5),
      };
    case 'TOURISM':
      return {
        specializations: take(
          random,
          [
            'CULTURAL_TOURISM',
            'HISTORICAL_SITE_TOURS',
            'ARCHEOLOGICAL_TOURS',
            'LOCAL_HERITAGE_TRADITIONS',
            'ADVENTURE_ECOTOURISM',
          ],
          2,
        ),
        experienceManagingTravelLogistics: random.chance(0.7),
        currentOrMostRecentEmployer: random.pick([
          'Royal Commission for AlUla',
          'Saudi Tourism Authority',
          'Red Sea Global',
          'Independent',
        ]),
        license: true,
        otherLanguage: random.chance(0.8),
      };
    case 'BEAUTY':
      return {
        expertise: take(
          random,
          [
            'BRIDAL_MAKEUP',
            'EDITORIAL_FASHION_MAKEUP',
            'RUNWAY_MAKEUP',
            'FILM_TV_MAKEUP',
            'SPECIAL_EFFECTS_MAKEUP',
          ],
          2,
        ),
        hasHighLevelExperience: random.chance(0.6),
        protofolio: site,
        preferredBrands: take(random, ['MAC', 'HUDA_BEAUTY', 'FENTY_BEAUTY', 'NARS', 'CHARLOTTE_TILBURY'], 2),
        hasFormalTraining: true,
      };
    case 'ATHLETE':
      return {
        category: take(
          random,
          ['PROFESSIONAL_ATHLETE', 'COACH_TRAINER', 'FITNESS_BLOGGER', 'PUBLIC_FIGURE_SPORTS_INFLUENCER'],
          2,
        ),
        AchievementsOrTitles: [
          random.pick(['Saudi Games medallist 2023', 'GCC championship finalist', 'Riyadh Marathon top ten']),
          random.pick(['National team member', 'Certified strength coach', 'Club captain 2022–2024']),
        ],
        affiliated: random.chance(0.6),
        portfolio: site,
      };
    case 'ARTIST':
      return {
        category: random.pick([
          'PAINTER',
          'SKETCH_ARTIST_ILLUSTRATOR',
          'SCULPTOR_3D_ARTIST',
          'DIGITAL_ARTIST',
        ]),
        publications: random.pick([
          'Noor Riyadh 2024',
          'Jeddah Arts 21,39 group show',
          'Diriyah Biennale open call',
        ]),
        previousClients: random.pick([
          'Boutique hotels in Jeddah',
          'Riyadh offices and cafés',
          'Children’s publishers in the Gulf',
        ]),
        expertise: take(
          random,
          [
            'REALISM_HYPERREALISM',
            'ABSTRACT_EXPRESSIONISM',
            'SURREALISM_FANTASY',
            'PORTRAITS',
            'CONCEPT_ART_ILLUSTRATION',
          ],
          2,
        ),
        portfolio: site,
      };
    case 'FASHION':
      return {
        category: random.pick([
          'FASHION_STYLIST',
          'JEWELRY_STYLIST',
          'WARDROBE_IMAGE_CONSULTANT',
          'BRIDAL_OCCASION_STYLIST',
        ]),
        publications: random.pick([
          'Vogue Arabia',
          'Harper’s Bazaar Arabia',
          'Sayidaty',
          'Esquire Middle East',
        ]),
        portfolio: site,
        formalTrainingOrCertifications: random.chance(0.7),
        workedWithCelebrities: random.chance(0.4),
      };
    case 'MUSIC_AND_SOUND_ENGINEER':
      return {
        category: [
          random.pick([
            'MUSIC_PRODUCER',
            'DJ_LIVE_PERFORMANCE_ENGINEER',
            'VOICEOVER_PODCAST_EDITOR',
            'COMPOSER_MUSIC_ARRANGER',
          ]),
        ],
        majorProjects: random.pick([
          'Soundstorm side stages',
          'Radio jingles for Gulf brands',
          'A weekly Arabic interview podcast',
        ]),
        preferWorkingWith: [
          random.pick(['RECORD_LABELS_ARTISTS', 'EVENT_PLANNERS_CONCERTS', 'ADVERTISING_MARKETING_AGENCIES']),
        ],
        experienceHandlingHighProfileClients: random.chance(0.5),
        wonAwards: random.chance(0.3),
        portfolioUrl: site,
      };
  }
}

const isArabic = (name: string) => /[\u0600-\u06ff]/.test(name);

export const MORE_DEMO_INDIVIDUALS: readonly DemoIndividual[] = ROWS.map((row, index) => {
  const [login, firstName, lastName, role, gender, yearsOfExperience, bio] = row;
  return {
    email: `${login}@demo.nujoom.sa`,
    gender,
    language: isArabic(firstName) ? 'ar' : 'en',
    firstName,
    lastName,
    role,
    bio,
    yearsOfExperience,
    info: specialtyInfo(row, seededRandom(1000 + index)),
  };
});
