import { toOptions, type Labels } from './option';

/** An organization's city: the Kingdom's main cities, then any other place (spec deviation, issue 31). */
export const CITIES = [
  'RIYADH',
  'JEDDAH',
  'MAKKAH',
  'MADINAH',
  'DAMMAM',
  'KHOBAR',
  'DHAHRAN',
  'TAIF',
  'TABUK',
  'ABHA',
  'BURAIDAH',
  'HAIL',
  'JAZAN',
  'NAJRAN',
  'AL_AHSA',
  'YANBU',
  'JUBAIL',
  'KHAMIS_MUSHAIT',
  'ALULA',
  'OTHER',
] as const;
export type City = (typeof CITIES)[number];
export const CITY_LABELS: Labels<City> = {
  RIYADH: 'Riyadh',
  JEDDAH: 'Jeddah',
  MAKKAH: 'Makkah',
  MADINAH: 'Madinah',
  DAMMAM: 'Dammam',
  KHOBAR: 'Khobar',
  DHAHRAN: 'Dhahran',
  TAIF: 'Taif',
  TABUK: 'Tabuk',
  ABHA: 'Abha',
  BURAIDAH: 'Buraidah',
  HAIL: 'Hail',
  JAZAN: 'Jazan',
  NAJRAN: 'Najran',
  AL_AHSA: 'Al-Ahsa (Hofuf)',
  YANBU: 'Yanbu',
  JUBAIL: 'Jubail',
  KHAMIS_MUSHAIT: 'Khamis Mushait',
  ALULA: 'AlUla',
  OTHER: 'Other',
};
export const CITY_OPTIONS = toOptions(CITIES, CITY_LABELS);
