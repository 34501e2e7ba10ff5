import type { Specialty } from '@casting/contract';
import type { SeededRandom } from './seeded-random';

/** A line of a talent's work history, in the language the talent writes in. */
export interface DemoExperience {
  readonly title: string;
  readonly company: string;
  readonly startDate: string;
  readonly endDate?: string;
  readonly untilNow?: boolean;
}

type Language = 'en' | 'ar';

/** Past roles that fit each specialty: [title, company] in English and in Arabic. */
const ROLES: Readonly<Record<Specialty, Record<Language, readonly (readonly [string, string])[]>>> = {
  MODEL: {
    en: [
      ['Campaign model', 'Riyadh Season'],
      ['Runway model', 'Saudi Fashion Commission shows'],
      ['Commercial model', 'Nahdi Medical'],
      ['Lookbook model', 'Lomar'],
    ],
    ar: [
      ['عارضة حملات إعلانية', 'موسم الرياض'],
      ['عرض أزياء', 'عروض هيئة الأزياء'],
      ['عارض إعلانات تجارية', 'مجموعة صافولا'],
      ['جلسات كتالوج', 'دار لومار'],
    ],
  },
  PHOTOGRAPHER: {
    en: [
      ['Staff photographer', 'Arab News'],
      ['Product photographer', 'Noon'],
      ['Wedding photographer', 'Independent'],
      ['Photo assistant', 'Studio Hijaz'],
    ],
    ar: [
      ['مصوّر صحفي', 'صحيفة الرياض'],
      ['مصوّر منتجات', 'متجر نون'],
      ['مصوّرة مناسبات', 'عمل حر'],
      ['مساعد تصوير', 'استوديو الحجاز'],
    ],
  },
  VIDEOGRAPHER: {
    en: [
      ['Videographer', 'Thmanyah'],
      ['Camera operator', 'MBC Studios'],
      ['Event filmmaker', 'Independent'],
      ['Drone operator', 'Red Sea Global'],
    ],
    ar: [
      ['مصوّر فيديو', 'ثمانية'],
      ['مشغّل كاميرا', 'استوديوهات MBC'],
      ['مخرج أفلام مناسبات', 'عمل حر'],
      ['مصوّر درون', 'البحر الأحمر الدولية'],
    ],
  },
  EDITOR: {
    en: [
      ['Video editor', 'Telfaz11'],
      ['Colourist', 'Independent'],
      ['Post-production lead', 'Myrkott'],
      ['Assistant editor', 'Rotana'],
    ],
    ar: [
      ['محرر فيديو', 'تلفاز 11'],
      ['مصحح ألوان', 'عمل حر'],
      ['مشرف ما بعد الإنتاج', 'ميركوت'],
      ['مساعد مونتاج', 'روتانا'],
    ],
  },
  TOURISM: {
    en: [
      ['Heritage guide', 'Royal Commission for AlUla'],
      ['Tour leader', 'Saudi Tourism Authority'],
      ['Desert expedition guide', 'Independent'],
      ['Museum guide', 'National Museum, Riyadh'],
    ],
    ar: [
      ['مرشد تراثي', 'الهيئة الملكية لمحافظة العلا'],
      ['قائد رحلات سياحية', 'الهيئة السعودية للسياحة'],
      ['مرشد رحلات صحراوية', 'عمل حر'],
      ['مرشد متحف', 'المتحف الوطني بالرياض'],
    ],
  },
  BEAUTY: {
    en: [
      ['Make-up artist', 'Sephora Middle East'],
      ['Bridal make-up artist', 'Independent'],
      ['Backstage make-up lead', 'Riyadh Fashion Week'],
      ['Beauty advisor', 'Huda Beauty'],
    ],
    ar: [
      ['خبيرة تجميل', 'سيفورا الشرق الأوسط'],
      ['خبيرة مكياج عرائس', 'عمل حر'],
      ['مسؤولة مكياج الكواليس', 'أسبوع الرياض للأزياء'],
      ['مستشارة تجميل', 'هدى بيوتي'],
    ],
  },
  ATHLETE: {
    en: [
      ['Athlete', 'Saudi Athletics Federation'],
      ['Personal trainer', 'Fitness Time'],
      ['Brand ambassador', 'Adidas Middle East'],
      ['Club player', 'Al Hilal Club'],
    ],
    ar: [
      ['رياضي', 'الاتحاد السعودي لألعاب القوى'],
      ['مدرب شخصي', 'وقت اللياقة'],
      ['سفير علامة تجارية', 'أديداس الشرق الأوسط'],
      ['لاعب نادٍ', 'نادي الاتحاد'],
    ],
  },
  ARTIST: {
    en: [
      ['Resident artist', 'Misk Art Institute'],
      ['Illustrator', 'Independent'],
      ['Muralist', 'Jeddah Historic District'],
      ['Art teacher', 'Dar Al-Hekma University'],
    ],
    ar: [
      ['فنان مقيم', 'معهد مسك للفنون'],
      ['رسامة توضيحية', 'عمل حر'],
      ['فنان جداريات', 'جدة التاريخية'],
      ['معلمة فنون', 'جامعة دار الحكمة'],
    ],
  },
  FASHION: {
    en: [
      ['Stylist', 'Vogue Arabia'],
      ['Wardrobe stylist', 'MBC Studios'],
      ['Personal shopper', 'Harvey Nichols Riyadh'],
      ['Design assistant', 'Ashi Studio'],
    ],
    ar: [
      ['منسقة أزياء', 'فوغ العربية'],
      ['منسق ملابس', 'استوديوهات MBC'],
      ['مستشارة تسوق', 'هارفي نيكولز الرياض'],
      ['مساعدة تصميم', 'أستوديو عاشي'],
    ],
  },
  MUSIC_AND_SOUND_ENGINEER: {
    en: [
      ['Sound engineer', 'MDLBEAST'],
      ['Music producer', 'Independent'],
      ['Podcast editor', 'Thmanyah'],
      ['Live mixer', 'Riyadh Season'],
    ],
    ar: [
      ['مهندس صوت', 'ميدل بيست'],
      ['منتج موسيقي', 'عمل حر'],
      ['محرر بودكاست', 'ثمانية'],
      ['مهندس صوت حي', 'موسم الرياض'],
    ],
  },
};

/** Two lines of work history: the current role and an earlier one, ending when it began. */
export function demoExperience(
  role: Specialty,
  language: Language,
  years: number,
  random: SeededRandom,
): DemoExperience[] {
  const choices = ROLES[role][language];
  const first = random.int(0, choices.length - 1);
  const second = (first + random.int(1, choices.length - 1)) % choices.length;
  const [title, company] = choices[first] ?? ['', ''];
  const [pastTitle, pastCompany] = choices[second] ?? ['', ''];
  const currentStart = 2026 - Math.max(1, Math.ceil(years / 2));
  const pastStart = Math.min(currentStart - 1, 2026 - years);
  const month = String(random.int(1, 12)).padStart(2, '0');
  return [
    { title, company, startDate: `${String(currentStart)}-${month}-01`, untilNow: true },
    {
      title: pastTitle,
      company: pastCompany,
      startDate: `${String(pastStart)}-${month}-01`,
      endDate: `${String(currentStart - 1)}-12-31`,
    },
  ];
}
