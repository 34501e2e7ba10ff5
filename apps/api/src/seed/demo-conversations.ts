import type { Specialty } from '@casting/contract';

type Language = 'en' | 'ar';

/** What a talent writes when applying, by specialty and language. */
const COVER_LETTERS: Readonly<Record<Specialty, Record<Language, string>>> = {
  MODEL: {
    en: 'Hello, I am free on your dates and used to long studio days. My measurements and recent campaigns are on my profile.',
    ar: 'مرحبًا، أنا متاحة في التواريخ المذكورة ومعتادة على جلسات التصوير الطويلة. مقاساتي وأحدث أعمالي في ملفي.',
  },
  PHOTOGRAPHER: {
    en: 'Hi! Product and campaign work is most of what I shoot; I can bring my own lights and deliver edits within three days.',
    ar: 'السلام عليكم، أغلب أعمالي تصوير منتجات وحملات، ولدي معدات إضاءة كاملة وأسلّم الصور المعدّلة خلال ثلاثة أيام.',
  },
  VIDEOGRAPHER: {
    en: 'I have filmed similar projects this year and can deliver vertical and horizontal cuts. Happy to share a treatment.',
    ar: 'صوّرت مشاريع مشابهة هذا العام، وأستطيع تسليم نسخ أفقية وعمودية. يسعدني إرسال تصور مبدئي للفكرة.',
  },
  EDITOR: {
    en: 'I edit and grade in DaVinci Resolve and can turn a first cut around in 48 hours. My reel shows recent commercials.',
    ar: 'أعمل على دافنشي ريزولف للمونتاج وتصحيح الألوان، وأسلّم النسخة الأولى خلال 48 ساعة. أعمالي الأخيرة في ملفي.',
  },
  TOURISM: {
    en: 'I am a licensed guide and know these sites well. I guide in Arabic and English and can adapt tours for families.',
    ar: 'أنا مرشد مرخّص وأعرف هذه المواقع جيدًا، وأرشد بالعربية والإنجليزية وأستطيع تكييف الجولات للعائلات.',
  },
  BEAUTY: {
    en: 'I would love to do this. I work with long-wear products that hold under lights, and I bring a full kit.',
    ar: 'يسعدني العمل معكم، أستخدم منتجات ثابتة تتحمل إضاءة التصوير، وأحضر حقيبة أدواتي كاملة.',
  },
  ATHLETE: {
    en: 'I train daily and have worked with sports brands before. I can do both action shots and interviews.',
    ar: 'أتدرّب يوميًا وسبق أن عملت مع علامات رياضية، وأستطيع المشاركة في التصوير الحركي والمقابلات.',
  },
  ARTIST: {
    en: 'This brief is close to my recent work. I can send sketches within a week once we agree on the concept.',
    ar: 'هذا العمل قريب من أسلوبي، ويمكنني إرسال الاسكتشات خلال أسبوع بعد الاتفاق على الفكرة.',
  },
  FASHION: {
    en: 'I have styled several lookbooks this season and work closely with local designers. I can source accessories too.',
    ar: 'نسّقت عدة كتالوجات هذا الموسم وأتعاون مع مصممين محليين، ويمكنني توفير الإكسسوارات أيضًا.',
  },
  MUSIC_AND_SOUND_ENGINEER: {
    en: 'I have my own interface and monitoring, and I have mixed similar projects. Samples are linked on my profile.',
    ar: 'لدي معداتي الخاصة للتسجيل والمراقبة، وعملت على مشاريع مشابهة. روابط أعمالي في ملفي.',
  },
};

/** Threads between an organization and an applicant; the organization writes first. */
const THREADS: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  en: [
    [
      'Thanks for applying. Could you do a short call on Sunday at 4 pm?',
      'Sunday at 4 works. Should I prepare anything?',
      'Just your availability for the shoot week. We will send the brief before the call.',
      'Perfect, talk then.',
    ],
    [
      'Your portfolio is lovely. Are you available from the 12th to the 14th?',
      'Yes, all three days. Is the location in the city or outside?',
      'In the city, our studio in the north. Parking is available.',
    ],
    [
      'Hello! What would your rate be for a full day instead of hours?',
      'For a full day I usually charge eight hours with a small discount. I can send a quote.',
      'Please do, and include travel if needed.',
      'Sent to your e-mail just now.',
    ],
    [
      'We liked your last project. Do you have references from a similar brief?',
      'Yes, two clients from last season are happy to speak with you. I will share their contacts.',
    ],
  ],
  ar: [
    [
      'شكرًا على تقديمك. هل يناسبك اتصال قصير يوم الأحد الساعة الرابعة؟',
      'يناسبني، هل أجهّز شيئًا قبل الاتصال؟',
      'فقط جدولك في أسبوع التصوير، وسنرسل لك ملخص العمل قبلها.',
      'تمام، بانتظاركم.',
    ],
    [
      'أعجبتنا أعمالك. هل أنت متاح من 12 إلى 14 من الشهر؟',
      'نعم، متاح الأيام الثلاثة. هل الموقع داخل المدينة؟',
      'داخل المدينة، في الاستوديو شمال الرياض، والمواقف متوفرة.',
    ],
    [
      'مرحبًا، كم تكون التكلفة ليوم كامل بدل الساعات؟',
      'لليوم الكامل أحتسب ثماني ساعات مع خصم بسيط، وأرسل لكم عرض سعر.',
      'أرسله من فضلك مع تكاليف التنقل إن وجدت.',
    ],
  ],
};

/** What organizations write when they review work in each specialty. */
const REVIEWS: Readonly<Record<Specialty, readonly string[]>> = {
  MODEL: [
    'Professional from the first fitting; every look landed and the client picked more frames than planned.',
    'Natural in front of the camera and patient through a long day of changes.',
  ],
  PHOTOGRAPHER: [
    'Sharp, well-lit product shots delivered a day early. The retouching needed no second round.',
    'Captured the festival’s energy without getting in the way of guests.',
  ],
  VIDEOGRAPHER: [
    'The daily reels were up before midnight every night, exactly as promised.',
    'Great eye for movement; the slow-motion shots are the best part of our campaign.',
  ],
  EDITOR: [
    'Turned six hours of footage into a tight minute; the grade matches our brand perfectly.',
    'Fast, organised and open to notes. The cut-downs were ready the same week.',
  ],
  TOURISM: [
    'Our guests loved the stories and the pace. Several asked for the guide by name.',
    'Knowledgeable and calm with a large group in the heat; everything ran on time.',
  ],
  BEAUTY: [
    'Flawless, long-lasting make-up under hot lights; the bride looked herself, only more radiant.',
    'Quick between looks and very clean kit. The models felt comfortable.',
  ],
  ATHLETE: [
    'Great energy at the event and very professional with the press.',
    'Delivered every take with the same intensity; the action shots are superb.',
  ],
  ARTIST: [
    'The mural has become the spot every guest photographs. Finished on schedule.',
    'Sketches were thoughtful and the final pieces went beyond the brief.',
  ],
  FASHION: [
    'Every outfit was steamed, labelled and ready; continuity was perfect across both days.',
    'Brought accessories we would never have found ourselves. The lookbook looks premium.',
  ],
  MUSIC_AND_SOUND_ENGINEER: [
    'Crystal-clear sound all night and no feedback once. We will book again.',
    'The podcast mixes are clean and consistent episode after episode.',
  ],
};

export function coverLetter(role: Specialty, language: Language): string {
  return COVER_LETTERS[role][language];
}

/** The `index`-th thread of a language, looping over the ones written. */
export function chatThread(language: Language, index: number): readonly string[] {
  const threads = THREADS[language];
  return threads[index % threads.length] ?? [];
}

export function reviewText(role: Specialty, index: number): string {
  const reviews = REVIEWS[role];
  return reviews[index % reviews.length] ?? '';
}
