import { SPECIALTIES } from '@casting/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';

const FIRST_NAMES = [
  'Lina',
  'Omar',
  'Sara',
  'Khalid',
  'Noura',
  'Faisal',
  'Reem',
  'Abdullah',
  'Dana',
  'Turki',
  'Hessa',
  'Majed',
  'Joud',
  'Fahad',
  'Layan',
  'Yousef',
  'Amal',
  'Saad',
  'Mona',
  'Nasser',
];
/** Arabic names as people write them: hamza and madda on alef, taa marbuta, alef maqsura, tashkeel. */
const ARABIC_FIRST_NAMES = [
  'أحمد',
  'إيمان',
  'آمنة',
  'نورة',
  'مُحمّد',
  'سارة',
  'عبدالله',
  'فيصل',
  'ريم',
  'مصطفى',
  'هيفاء',
  'لؤي',
  'هانئ',
  'خالد',
  'جود',
  'يوسف',
  'منى',
  'ناصر',
  'ليان',
  'عائشة',
];
const LAST_NAMES = [
  'Alharbi',
  'Alotaibi',
  'Alzahrani',
  'Alghamdi',
  'Alqahtani',
  'Alshehri',
  'Aldossary',
  'Almutairi',
  'Alanazi',
  'Alsubaie',
  'Alrashid',
  'Alkhaldi',
  'Alsaud',
  'Alharthi',
];
const ARABIC_LAST_NAMES = [
  'الحربي',
  'العتيبي',
  'الزهراني',
  'الغامدي',
  'القحطاني',
  'الشهري',
  'الدوسري',
  'المطيري',
  'العنزي',
  'السبيعي',
  'الرشيد',
  'الخالدي',
  'الحارثي',
  'الشمري',
];
const JOB_WORDS = [
  'photographer',
  'runway',
  'campaign',
  'festival',
  'studio',
  'wedding',
  'brand',
  'launch',
  'concert',
  'heritage',
  'editorial',
  'fashion',
  'product',
  'travel',
  'mural',
  'makeup',
  'stylist',
  'sound',
  'video',
  'reels',
];
const ARABIC_JOB_WORDS = [
  'تصوير',
  'عرض أزياء',
  'حملة',
  'مهرجان',
  'استوديو',
  'زفاف',
  'علامة تجارية',
  'إطلاق',
  'حفلة',
  'تراث',
  'تحرير',
  'أزياء',
  'منتج',
  'سفر',
  'جدارية',
  'مكياج',
  'تنسيق',
  'صوت',
  'فيديو',
  'مقاطع',
];

function textArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[]`);
}

/** Inserts talent, organizations and jobs with INSERT … SELECT, so 100,000 rows take seconds. */
export async function insertBulkData(
  db: Db,
  talents: number,
  jobs: number,
  organizations = 500,
): Promise<void> {
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const words = textArray(JOB_WORDS);
  const arabicFirst = textArray(ARABIC_FIRST_NAMES);
  const arabicLast = textArray(ARABIC_LAST_NAMES);
  const arabicWords = textArray(ARABIC_JOB_WORDS);
  const roles = textArray(SPECIALTIES);
  await db.execute(sql`
    insert into users (role, email, password_hash, first_name, last_name, email_verified, onboarding_completed, created_at)
    select 'ORGANIZATION', 'org' || i || '@bench.example', 'x', 'Org', 'Owner' || i, true, true, now() - (i || ' minutes')::interval
    from generate_series(1, ${organizations}) as i`);
  await db.execute(sql`
    insert into organizations (user_id, name, bio, location, logo, phone, instagram, tiktok, website)
    select id, 'Organization ' || last_name, 'Bench organization', 'SA', '00000000-0000-4000-8000-000000000001.webp', '+966500000000',
      'https://instagram.com/x', 'https://tiktok.com/@x', 'https://example.com'
    from users where role = 'ORGANIZATION'`);
  await db.execute(sql`
    insert into users (role, email, password_hash, first_name, last_name, email_verified, onboarding_completed, created_at)
    select 'INDIVIDUAL', 'talent' || i || '@bench.example', 'x',
      case when i % 2 = 0 then (${arabicFirst})[1 + (i / 2) % ${ARABIC_FIRST_NAMES.length}]
        else (${first})[1 + i % ${FIRST_NAMES.length}] end,
      case when i % 10000 = 7 then 'Quraishi' when i % 10000 = 8 then 'القريشي'
        when i % 2 = 0 then (${arabicLast})[1 + (i / 14) % ${ARABIC_LAST_NAMES.length}]
        else (${last})[1 + (i / 7) % ${LAST_NAMES.length}] end,
      true, true, now() - (i || ' seconds')::interval
    from generate_series(1, ${talents}) as i`);
  await db.execute(sql`
    insert into individuals (user_id, role, bio, is_visible, specialty_info, first_name, last_name, created_at)
    select u.id, (${roles})[1 + n % 10], 'Bench talent', n % 20 <> 0,
      case when n % 10 = 0 then jsonb_build_object(
        'gender', (array['MALE','FEMALE','OTHER'])[1 + abs(hashint4(n::int)) % 3],
        'hairColorEnum', (array['BLACK','BROWN','BLONDE','RED'])[1 + abs(hashint4(n::int + 1)) % 4],
        'skinToneEnum', (array['LIGHT','MEDIUM','DARK'])[1 + abs(hashint4(n::int + 2)) % 3],
        'eyeColorEnum', (array['BROWN','BLUE','GREEN','HAZEL'])[1 + abs(hashint4(n::int + 3)) % 4],
        'shoeSize', 35 + abs(hashint4(n::int + 4)) % 12, 'dressSize', 10 + abs(hashint4(n::int + 5)) % 11,
        'nationality', 'SA',
        'profilePicture', '00000000-0000-4000-8000-000000000000.webp')
      else jsonb_build_object('profilePicture', '00000000-0000-4000-8000-000000000000.webp') end,
      u.first_name, u.last_name, u.created_at
    from (select id, first_name, last_name, created_at, row_number() over (order by email) as n
          from users where role = 'INDIVIDUAL') as u`);
  // Oldest first, as a live table holds jobs, appended as they are posted. In the join's order,
  // neighbours in the list lay scattered over the heap: a page read for every row a search scans.
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by id) - 1 as k from organizations)
    insert into jobs (organization_id, title, job_category, experience_minimum, experience_maximum, duration_minimum,
      duration_minimum_unit, duration_maximum, duration_maximum_unit, career_level, location, pay_amount, pay_currency, pay_basis, education_level,
      description, requirements, tag_titles, created_at)
    select o.id,
      case when i % 2 = 0 then (${arabicWords})[1 + (i / 2) % 20] || ' ' || (${arabicWords})[1 + (i / 40) % 20] || ' ' || i
        else initcap((${words})[1 + i % 20]) || ' ' || (${words})[1 + (i / 20) % 20] || ' ' || i end,
      (${roles})[1 + i % 10], 1, 5, 1, 'WEEK', 2, 'MONTH', 'MID_LEVEL', 'SA', (100 + i % 900) * 100,
      case when i % 4 = 0 then 'USD' else 'SAR' end, (array['HOUR', 'DAY', 'JOB'])[1 + i % 3], 'OTHER',
      case when i % 2 = 0 then 'نبحث عن موهبة لمشروع ' || (${arabicWords})[1 + (i / 7) % 20] || ' في مكة.'
        else 'We are hiring for a ' || (${words})[1 + (i / 7) % 20] || ' project in Riyadh.' end,
      '[{"id":1,"content":"a"},{"id":2,"content":"b"},{"id":3,"content":"c"},{"id":4,"content":"d"}]'::jsonb,
      (${words})[1 + (i / 3) % 20] || chr(10) || (${words})[1 + (i / 11) % 20],
      now() - (i || ' seconds')::interval
    from generate_series(1, ${jobs}) as i
    join numbered as o on o.k = i % ${organizations}
    order by i desc`);
  // Settle the tables as autovacuum would on a live database: the bulk load leaves trigram
  // entries in the GIN pending lists, which every search would otherwise scan.
  await db.execute(sql`vacuum analyze`);
}
