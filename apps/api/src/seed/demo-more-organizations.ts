import type { City } from '@casting/contract';
import type { DemoOrganization } from './demo-data';

type Row = readonly [
  login: string,
  city: City,
  contact: string,
  contactLast: string,
  name: string,
  phone: string,
  bio: string,
];

/** Nine more organizations across the Kingdom, hiring for what they make. */
const ROWS: readonly Row[] = [
  [
    'abaya',
    'RIYADH',
    'Nora',
    'Alajmi',
    'Hayat Abaya House',
    '+966112223344',
    'A Riyadh abaya label with two flagship stores, shooting four seasonal collections a year.',
  ],
  [
    'oud',
    'JEDDAH',
    'Saleh',
    'Alghamdi',
    'Dar Al Oud Perfumes',
    '+966126543210',
    'Jeddah perfumer since 1998; campaigns for oud and musk collections across the Gulf.',
  ],
  [
    'khobar',
    'KHOBAR',
    'Mansour',
    'Alshammari',
    'Corniche Media Khobar',
    '+966138765432',
    'Eastern Province agency producing commercials for banks, telecoms and car dealers.',
  ],
  [
    'asir',
    'ABHA',
    'Amal',
    'Alasmari',
    'Asir Highlands Tours',
    '+966172345678',
    'Tour operator in Abha and Rijal Almaa: mountain villages, coffee farms and festivals.',
  ],
  [
    'padel',
    'RIYADH',
    'Rayan',
    'Alturki',
    'Padel Nation Riyadh',
    '+966114567890',
    'Sports clubs in Riyadh and Jeddah hosting tournaments, clinics and brand activations.',
  ],
  [
    'bridal',
    'RIYADH',
    'Hanan',
    'Alsudairi',
    'Layali Weddings',
    '+966115678901',
    'Wedding planners for halls in Riyadh and Qassim, with in-house beauty and styling teams.',
  ],
  [
    'sound',
    'RIYADH',
    'Abdulmajeed',
    'Alomari',
    'Sahra Sound Productions',
    '+966116789012',
    'Concert and podcast production company working on Riyadh Season and national broadcasts.',
  ],
  [
    'madinah',
    'MADINAH',
    'Ibrahim',
    'Alahmadi',
    'Taibah Heritage Foundation',
    '+966148901234',
    'A Madinah foundation documenting the city’s history through exhibitions, films and guided walks.',
  ],
  [
    'neom',
    'OTHER',
    'Dima',
    'Alhussaini',
    'Coastline Hospitality',
    '+966144455667',
    'Resorts on the Red Sea coast near Umluj and Al Wajh, commissioning art, film and photography.',
  ],
];

export const MORE_DEMO_ORGANIZATIONS: readonly DemoOrganization[] = ROWS.map(
  ([login, city, firstName, lastName, name, phone, bio]) => ({
    email: `${login}@demo.nujoom.sa`,
    firstName,
    lastName,
    profile: {
      name,
      bio,
      location: 'SA',
      city,
      phone,
      instagram: `https://instagram.com/${login}sa`,
      tiktok: `https://www.tiktok.com/@${login}sa`,
      website: `https://${login}.example.com`,
    },
  }),
);
