import { DATA_EXPORT_RULES, fillTemplate, type Catalogue, type Language } from '@casting/contract';
import { MAIL_PRODUCT_NAMES } from '../../lib/mail/mail-bidi';
import { DATA_FILES, type DataFile } from './personal-data';

/** The README of an archive, in the account's language: what each file holds. */
const README_TEXTS = {
  title: { en: 'Your data from {product}', ar: 'بياناتك في {product}' },
  intro: {
    en: 'This archive is a copy of the personal data {product} holds about your account, prepared on {date} at your request (the right of access under the Personal Data Protection Law). Each file below is JSON, readable by any text editor and by other services; times are in UTC, amounts of money in halalas (100 halalas make one riyal).',
    ar: 'هذا الأرشيف نسخة من البيانات الشخصية التي يحتفظ بها {product} عن حسابك، أُعدّت في {date} بناءً على طلبك (حق الوصول بموجب نظام حماية البيانات الشخصية). كل ملف أدناه بصيغة JSON يمكن قراءته بأي محرر نصوص ونقله إلى خدمات أخرى؛ الأوقات بالتوقيت العالمي المنسق (UTC)، والمبالغ بالهللات (كل 100 هللة ريال واحد).',
  },
  others: {
    en: 'It holds what you gave us and what you did on the platform, and of the people you dealt with only what you saw of them: their names and the messages they sent you. What others keep private stays out: an applicant’s cover letter in an organization’s copy, the note a reviewer left for the platform alone, anyone else’s e-mail address.',
    ar: 'يضم ما قدّمته لنا وما قمت به على المنصة، ولا يضم عن الأشخاص الذين تعاملت معهم إلا ما رأيته منهم: أسماءهم والرسائل التي أرسلوها إليك. أما ما يخصّ الآخرين ولا يطّلع عليه غيرهم فيبقى خارجه: خطاب التقديم الذي كتبه المتقدّم في نسخة المنشأة، والملاحظة التي تركها كاتب التقييم للمنصة وحدها، والبريد الإلكتروني لأي شخص آخر.',
  },
  filesTitle: { en: 'The files', ar: 'الملفات' },
  account: {
    en: 'Your account: name, e-mail address, role, language, who may contact you, the notifications you switched off, and any suspension or deletion request.',
    ar: 'حسابك: الاسم، والبريد الإلكتروني، ونوع الحساب، واللغة، ومن يمكنه التواصل معك، والإشعارات التي أوقفتها، وأي إيقاف للحساب أو طلب حذف له.',
  },
  profile: {
    en: 'Your profile as you filled it in: for talent the specialty, bio, appearance and measurements, visibility and licences; for an organization its name, bio, location, contacts and verification.',
    ar: 'ملفك الشخصي كما عبّأته: للمواهب التخصص والنبذة والمظهر والمقاسات وإعدادات الظهور والتراخيص، وللمنشأة اسمها ونبذتها وموقعها ووسائل التواصل معها وحالة توثيقها.',
  },
  'work-experience': {
    en: 'The work experience on your talent profile (empty for an organization).',
    ar: 'الخبرات العملية في ملفك بصفتك موهبة (فارغ للمنشآت).',
  },
  media: {
    en: 'Every file you uploaded (photos, reels, documents), described: its type, size and date. The files themselves are in the media folder, as stored.',
    ar: 'وصف لكل ملف رفعته (صور، ومقاطع، ومستندات): نوعه وحجمه وتاريخه. أما الملفات نفسها فهي في مجلد media كما هي محفوظة لدينا.',
  },
  jobs: {
    en: 'The jobs your organization posted, with their details and state (empty for talent).',
    ar: 'الوظائف التي نشرتها منشأتك بتفاصيلها وحالتها (فارغ للمواهب).',
  },
  applications: {
    en: 'For talent, your applications and invitations with your cover letters; for an organization, the applications to its jobs: who applied, when, their state and your shortlist, without the applicants’ cover letters, which are theirs.',
    ar: 'للمواهب: طلبات التقديم والدعوات مع خطابات التقديم التي كتبتها. وللمنشأة: الطلبات المقدّمة على وظائفها، أي من تقدّم ومتى وحالة كل طلب وقائمتك المختصرة، دون خطابات المتقدّمين لأنها تخصّهم.',
  },
  chats: {
    en: 'Your conversations, each with the other party’s name and the messages in it, yours and theirs ("from": "ME" or "OTHER"). A message the platform hid from you is left out.',
    ar: 'محادثاتك، كل منها باسم الطرف الآخر والرسائل التي فيها، رسائلك ورسائله ("from": ‏"ME" أو "OTHER"). ولا تظهر الرسائل التي أخفتها المنصة عنك.',
  },
  reviews: {
    en: 'The reviews you wrote (with your private note to the platform) and the published reviews written about you.',
    ar: 'التقييمات التي كتبتها (مع ملاحظتك الخاصة للمنصة) والتقييمات المنشورة التي كُتبت عنك.',
  },
  notifications: {
    en: 'The notifications you received, read or not.',
    ar: 'الإشعارات التي وصلتك، المقروءة وغير المقروءة.',
  },
  payments: {
    en: 'Your payments, if any: the milestones of your contracts, the lines of your balance, your withdrawals and bank account, and your invoices and receipts.',
    ar: 'مدفوعاتك إن وُجدت: الدفعات المرحلية في عقودك، وحركات رصيدك، وعمليات السحب وحسابك البنكي، وفواتيرك وإيصالاتك.',
  },
  consents: {
    en: 'Each version of the privacy policy you agreed to, and when.',
    ar: 'كل إصدار من سياسة الخصوصية وافقت عليه، ووقت موافقتك.',
  },
  'sign-ins': {
    en: 'Your sign-ins still on record: when each began and when it ends.',
    ar: 'عمليات تسجيل الدخول المحفوظة لدينا: متى بدأت كل منها ومتى تنتهي.',
  },
  closing: {
    en: 'The link to this archive works for {hours} hours after it is ready; you can ask for a new copy once a day on the Your data page of your account menu. To correct or delete your data, see the same page or write to us.',
    ar: 'يعمل رابط هذا الأرشيف مدة {hours} ساعة من وقت جاهزيته، ويمكنك طلب نسخة جديدة مرة كل يوم من صفحة «بياناتك» في قائمة حسابك. ولتصحيح بياناتك أو حذفها، راجع الصفحة نفسها أو راسلنا.',
  },
} as const satisfies Catalogue;

type ReadmeText = keyof typeof README_TEXTS;

export const README_FILE = 'README.txt';

export function readmeText(language: Language, at: Date): string {
  const text = (key: ReadmeText, params: Readonly<Record<string, string | number>> = {}) =>
    fillTemplate(README_TEXTS[key][language], params);
  const product = MAIL_PRODUCT_NAMES[language];
  const date = at.toISOString().slice(0, 10);
  const entry = (file: DataFile) => `${file}.json\n${text(file)}`;
  return [
    text('title', { product }),
    '',
    text('intro', { product, date }),
    '',
    text('others'),
    '',
    text('filesTitle'),
    '',
    ...DATA_FILES.map(entry).flatMap((block) => [block, '']),
    text('closing', { hours: DATA_EXPORT_RULES.linkHours }),
    '',
  ].join('\n');
}
