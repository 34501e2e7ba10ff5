/** Demo content for a fresh start. Every demo account signs in with DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoOrganization {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly name: string;
  readonly bio: string;
  readonly location: string;
  readonly phone: string;
  readonly instagram: string;
  readonly tiktok: string;
  readonly website: string;
}

export interface DemoIndividual {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string;
  readonly bio: string;
  readonly specialtyInfo: Record<string, unknown>;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    email: 'studio@demo.nujoom.sa',
    firstName: 'Reem',
    lastName: 'Alharbi',
    name: 'Najd Creative Studio',
    bio: 'A Riyadh production house making campaigns for fashion, beauty and lifestyle brands across the Gulf.',
    location: 'SA',
    phone: '+966112345678',
    instagram: 'https://instagram.com/najdcreative',
    tiktok: 'https://tiktok.com/@najdcreative',
    website: 'https://najdcreative.example',
  },
  {
    email: 'events@demo.nujoom.sa',
    firstName: 'Faisal',
    lastName: 'Alqahtani',
    name: 'Red Sea Events',
    bio: 'Festival and live-event organisers in Jeddah, hiring photographers, guides and performers all year.',
    location: 'SA',
    phone: '+966122345678',
    instagram: 'https://instagram.com/redseaevents',
    tiktok: 'https://tiktok.com/@redseaevents',
    website: 'https://redseaevents.example',
  },
];

export const DEMO_INDIVIDUALS: readonly DemoIndividual[] = [
  {
    email: 'lina@demo.nujoom.sa',
    firstName: 'Lina',
    lastName: 'Alsaud',
    role: 'MODEL',
    bio: 'Editorial and runway model based in Riyadh. Five years of campaigns for regional fashion houses.',
    specialtyInfo: { gender: 'FEMALE', nationality: 'SA', height: 175, weight: 60 },
  },
  {
    email: 'omar@demo.nujoom.sa',
    firstName: 'Omar',
    lastName: 'Alzahrani',
    role: 'PHOTOGRAPHER',
    bio: 'Fashion and product photographer. Natural light, clean studio work, fast turnaround.',
    specialtyInfo: { camera: 'Sony A7 IV', lightning: 'Profoto B10', lense: '85mm f/1.4' },
  },
  {
    email: 'sara@demo.nujoom.sa',
    firstName: 'Sara',
    lastName: 'Alotaibi',
    role: 'VIDEOGRAPHER',
    bio: 'Documentary-style videographer for brands and events, from concept to final cut.',
    specialtyInfo: { camera: 'Canon C70', lightning: 'Aputure 600d', lense: '24-70mm', stabilizer: true },
  },
  {
    email: 'khalid@demo.nujoom.sa',
    firstName: 'Khalid',
    lastName: 'Almutairi',
    role: 'TOURISM',
    bio: 'Licensed guide for AlUla and Diriyah, telling the stories of Arabia in Arabic and English.',
    specialtyInfo: { specializations: ['CULTURAL_TOURISM', 'HISTORICAL_SITE_TOURS'], license: true },
  },
];
