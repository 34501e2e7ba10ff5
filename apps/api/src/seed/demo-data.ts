import type { City, Specialty } from '@casting/contract';
import type { PortraitGender } from './demo-portrait';

/** Demo content for a fresh start. Every demo account signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoOrganization {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly profile: {
    readonly name: string;
    readonly bio: string;
    readonly location: string;
    readonly city: City;
    readonly phone: string;
    readonly instagram: string;
    readonly tiktok: string;
    readonly website: string;
  };
}

export interface DemoIndividual {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: PortraitGender;
  /** The language the talent writes their profile in: Arabic-script names write in Arabic. */
  readonly language: 'en' | 'ar';
  readonly role: Specialty;
  readonly bio: string;
  readonly yearsOfExperience: number;
  /** Specialty info without media; the seed adds uploads to the media fields of the role. */
  readonly info: Record<string, unknown>;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    email: 'studio@demo.nujoom.sa',
    firstName: 'Reem',
    lastName: 'Alharbi',
    profile: {
      name: 'Najd Creative Studio',
      bio: 'A Riyadh production house making campaigns for fashion, beauty and lifestyle brands across the Gulf.',
      location: 'SA',
      city: 'RIYADH',
      phone: '+966112345678',
      instagram: 'https://instagram.com/najdcreative',
      tiktok: 'https://www.tiktok.com/@najdcreative',
      website: 'https://najdcreative.example.com',
    },
  },
  {
    email: 'events@demo.nujoom.sa',
    firstName: 'Faisal',
    lastName: 'Alqahtani',
    profile: {
      name: 'Red Sea Events',
      bio: 'Festival and live-event organisers in Jeddah, hiring photographers, guides and performers all year.',
      location: 'SA',
      city: 'JEDDAH',
      phone: '+966122345678',
      instagram: 'https://instagram.com/redseaevents',
      tiktok: 'https://www.tiktok.com/@redseaevents',
      website: 'https://redseaevents.example.com',
    },
  },
  {
    email: 'gallery@demo.nujoom.sa',
    firstName: 'Hessa',
    lastName: 'Aldossary',
    profile: {
      name: 'AlUla Arts Gallery',
      bio: 'A gallery and cultural programme in AlUla showing Saudi artists and hosting guided heritage tours.',
      location: 'SA',
      city: 'ALULA',
      phone: '+966148345678',
      instagram: 'https://instagram.com/alulaarts',
      tiktok: 'https://www.tiktok.com/@alulaarts',
      website: 'https://alulaarts.example.com',
    },
  },
];

const camera = { camera: 'Sony FX3', lightning: 'Aputure 600d', lense: '24-70mm f/2.8' };

export const DEMO_INDIVIDUALS: readonly DemoIndividual[] = [
  {
    email: 'lina@demo.nujoom.sa',
    gender: 'FEMALE',
    language: 'en',
    firstName: 'Lina',
    lastName: 'Alsaud',
    role: 'MODEL',
    bio: 'Editorial and runway model based in Riyadh. Five years of campaigns for regional fashion houses, comfortable on set and on stage.',
    yearsOfExperience: 5,
    info: {
      gender: 'FEMALE',
      birthDate: '1998-04-12',
      nationality: 'SA',
      height: 176,
      weight: 60,
      eyeColorEnum: 'BROWN',
      skinToneEnum: 'MEDIUM',
      hairColorEnum: 'BLACK',
      dressSize: 12,
      shoeSize: 39,
      waist: 62,
      hips: 89,
      bust: 84,
    },
  },
  {
    email: 'yousef@demo.nujoom.sa',
    gender: 'MALE',
    language: 'en',
    firstName: 'Yousef',
    lastName: 'Alharthi',
    role: 'MODEL',
    bio: 'Commercial and fitness model from Jeddah, known for sportswear and watch campaigns.',
    yearsOfExperience: 3,
    info: {
      gender: 'MALE',
      birthDate: '1996-09-30',
      nationality: 'SA',
      height: 185,
      weight: 78,
      eyeColorEnum: 'HAZEL',
      skinToneEnum: 'LIGHT',
      hairColorEnum: 'BROWN',
      dressSize: 16,
      shoeSize: 44,
      waist: 80,
      hips: 88,
      bust: 90,
    },
  },
  {
    email: 'omar@demo.nujoom.sa',
    gender: 'MALE',
    language: 'en',
    firstName: 'Omar',
    lastName: 'Alzahrani',
    role: 'PHOTOGRAPHER',
    bio: 'Fashion and product photographer. Natural light, clean studio work and fast turnaround.',
    yearsOfExperience: 7,
    info: { ...camera, camera: 'Canon R5', lense: '85mm f/1.2' },
  },
  {
    email: 'sara@demo.nujoom.sa',
    gender: 'FEMALE',
    language: 'en',
    firstName: 'Sara',
    lastName: 'Alotaibi',
    role: 'VIDEOGRAPHER',
    bio: 'Documentary-style videographer for brands and events, from concept to final cut.',
    yearsOfExperience: 6,
    info: { ...camera, stabilizer: true },
  },
  {
    email: 'majed@demo.nujoom.sa',
    gender: 'MALE',
    language: 'en',
    firstName: 'Majed',
    lastName: 'Alshehri',
    role: 'EDITOR',
    bio: 'Editor and colourist for commercials and short films, with motion graphics in-house.',
    yearsOfExperience: 4,
    info: {
      editingSoftware: true,
      colorGrading: true,
      soundEditing: true,
      visualEffects: false,
      motionGraphics: true,
    },
  },
  {
    email: 'khalid@demo.nujoom.sa',
    gender: 'MALE',
    language: 'en',
    firstName: 'Khalid',
    lastName: 'Almutairi',
    role: 'TOURISM',
    bio: 'Licensed guide for AlUla and Diriyah, telling the stories of Arabia in Arabic and English.',
    yearsOfExperience: 9,
    info: {
      specializations: ['CULTURAL_TOURISM', 'HISTORICAL_SITE_TOURS'],
      experienceManagingTravelLogistics: true,
      currentOrMostRecentEmployer: 'Diriyah Gate',
      license: true,
      otherLanguage: true,
    },
  },
  {
    email: 'dana@demo.nujoom.sa',
    gender: 'FEMALE',
    language: 'en',
    firstName: 'Dana',
    lastName: 'Alghamdi',
    role: 'BEAUTY',
    bio: 'Bridal and editorial make-up artist; calm hands on long shoot days.',
    yearsOfExperience: 8,
    info: {
      expertise: ['BRIDAL_MAKEUP', 'EDITORIAL_FASHION_MAKEUP'],
      hasHighLevelExperience: true,
      protofolio: 'https://danabeauty.example.com',
      preferredBrands: ['HUDA_BEAUTY', 'FENTY_BEAUTY'],
      hasFormalTraining: true,
    },
  },
  {
    email: 'turki@demo.nujoom.sa',
    gender: 'MALE',
    language: 'en',
    firstName: 'Turki',
    lastName: 'Alanazi',
    role: 'ATHLETE',
    bio: 'Sprinter and coach; brand ambassador for running events across the Kingdom.',
    yearsOfExperience: 10,
    info: {
      category: ['PROFESSIONAL_ATHLETE', 'COACH_TRAINER'],
      AchievementsOrTitles: ['GCC 400 m champion', 'National record holder 2023'],
      affiliated: true,
      portfolio: 'https://turkiruns.example.com',
    },
  },
  {
    email: 'noor@demo.nujoom.sa',
    gender: 'FEMALE',
    language: 'en',
    firstName: 'Noor',
    lastName: 'Alsubaie',
    role: 'ARTIST',
    bio: 'Painter of large portraits and murals; commissions for hotels and public spaces.',
    yearsOfExperience: 6,
    info: {
      category: 'PAINTER',
      publications: 'Featured in Arab News Arts 2024',
      previousClients: 'Hotels in AlUla and Riyadh',
      expertise: ['PORTRAITS', 'REALISM_HYPERREALISM'],
      portfolio: 'https://noorpaints.example.com',
    },
  },
  {
    email: 'joud@demo.nujoom.sa',
    gender: 'FEMALE',
    language: 'en',
    firstName: 'Joud',
    lastName: 'Alrashid',
    role: 'FASHION',
    bio: 'Fashion and bridal stylist working with designers from Riyadh to Dubai.',
    yearsOfExperience: 5,
    info: {
      category: 'FASHION_STYLIST',
      publications: 'Vogue Arabia, Harper’s Bazaar Arabia',
      portfolio: 'https://joudstyle.example.com',
      formalTrainingOrCertifications: true,
      workedWithCelebrities: true,
    },
  },
  {
    email: 'fahad@demo.nujoom.sa',
    gender: 'MALE',
    language: 'en',
    firstName: 'Fahad',
    lastName: 'Alkhaldi',
    role: 'MUSIC_AND_SOUND_ENGINEER',
    bio: 'Sound engineer for concerts and podcasts; live mixing and post-production.',
    yearsOfExperience: 11,
    info: {
      category: ['SOUND_ENGINEER'],
      majorProjects: 'Riyadh Season concerts, three national podcasts',
      preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
      experienceHandlingHighProfileClients: true,
      wonAwards: false,
      portfolioUrl: 'https://fahadsound.example.com',
    },
  },
];

export interface DemoJob {
  readonly organization: number;
  readonly title: string;
  readonly jobCategory: Specialty;
  readonly description: string;
  readonly tags: readonly string[];
}

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    organization: 0,
    title: 'Runway models for Riyadh Fashion Week',
    jobCategory: 'MODEL',
    description: 'Three shows over two weeks with fittings in our Riyadh studio.',
    tags: ['runway', 'fashion'],
  },
  {
    organization: 0,
    title: 'Product photographer for a perfume launch',
    jobCategory: 'PHOTOGRAPHER',
    description: 'Studio still life and lifestyle shots for a new fragrance line.',
    tags: ['product', 'studio'],
  },
  {
    organization: 1,
    title: 'Festival videographer',
    jobCategory: 'VIDEOGRAPHER',
    description: 'Capture a three-day music festival on the Jeddah corniche, daily recap reels included.',
    tags: ['festival', 'reels'],
  },
  {
    organization: 0,
    title: 'Editor for a brand film',
    jobCategory: 'EDITOR',
    description: 'Cut and grade a two-minute brand film from 6 hours of footage.',
    tags: ['commercial'],
  },
  {
    organization: 2,
    title: 'Heritage tour guide in AlUla',
    jobCategory: 'TOURISM',
    description: 'Lead small groups through Hegra and the old town during the winter season.',
    tags: ['heritage', 'alula'],
  },
  {
    organization: 0,
    title: 'Make-up artist for a bridal editorial',
    jobCategory: 'BEAUTY',
    description: 'Two-day editorial shoot with six looks.',
    tags: ['bridal', 'editorial'],
  },
  {
    organization: 1,
    title: 'Athlete ambassador for a city run',
    jobCategory: 'ATHLETE',
    description: 'Appear in promotion and run the 10 km with participants.',
    tags: ['running', 'sports'],
  },
  {
    organization: 2,
    title: 'Muralist for a gallery courtyard',
    jobCategory: 'ARTIST',
    description: 'Design and paint a 12 m mural inspired by AlUla rock art.',
    tags: ['mural', 'art'],
  },
  {
    organization: 0,
    title: 'Stylist for a Ramadan campaign',
    jobCategory: 'FASHION',
    description: 'Style eight looks for a modest-fashion campaign.',
    tags: ['styling', 'fashion'],
  },
  {
    organization: 1,
    title: 'Live sound engineer for a concert',
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    description: 'Front-of-house mixing for a 5,000-seat concert.',
    tags: ['concert', 'live sound'],
  },
];
