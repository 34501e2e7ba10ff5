import type { Catalogue } from '@casting/contract';

/**
 * The sentences of the notification e-mails in each language an account may choose; the Arabic
 * follows the app's notification panel. A count in Arabic takes its noun's form after it.
 */
export const NOTIFICATION_MAIL_TEXTS = {
  hello: { en: 'Hello {name},', ar: 'مرحبًا {name}،' },
  NEW_APPLICATION: { en: '{actor} applied for {job}', ar: 'تقدّم {actor} إلى {job}' },
  APPLICATION_ACCEPTED: {
    en: '{actor} accepted your application for {job}',
    ar: 'قبِلت {actor} طلبك في {job}',
  },
  APPLICATION_DECLINED: {
    en: '{actor} declined your application for {job}',
    ar: 'اعتذرت {actor} عن طلبك في {job}',
  },
  JOB_FINISHED: { en: '{actor} marked {job} as finished', ar: 'أنهت {actor} العمل في {job}' },
  REVIEW_RECEIVED: { en: '{actor} reviewed you for {job}', ar: 'نُشر تقييم {actor} لك في {job}' },
  REVIEW_DUE: {
    en: 'Review {actor} for {job}: you have 14 days, and neither side sees the other review first',
    ar: 'حان وقت تقييم {actor} في {job}: أمامك ١٤ يومًا، ولا يرى أي طرف تقييم الآخر قبل أن يكتب تقييمه',
  },
  REVIEW_CLOSING: {
    en: '3 days left to review {actor} for {job}',
    ar: 'بقيت ٣ أيام لتقييم {actor} في {job}',
  },
  REVIEW_WAITING: {
    en: '{actor} reviewed you for {job}: write yours to see theirs',
    ar: 'كتب {actor} تقييمه في {job}: اكتب تقييمك لتراه',
  },
  INVITATION: { en: '{actor} invited you to apply for {job}', ar: 'دعتك {actor} للتقدّم إلى {job}' },
  JOB_CLOSED: { en: '{actor} closed {job}', ar: 'أغلقت {actor} {job}' },
  NEW_MESSAGE: { en: 'New message from {actor}', ar: 'رسالة جديدة من {actor}' },
  NEW_MESSAGES: {
    en: '{count} new messages from {actor}',
    ar: '{count|رسالة جديدة|رسالتان جديدتان|رسائل جديدة|رسالة جديدة} من {actor}',
  },
  MILESTONE_PROPOSED: { en: '{actor} proposed a milestone for {job}', ar: 'اقترحت {actor} مرحلة في {job}' },
  MILESTONE_ACCEPTED: {
    en: '{actor} accepted a milestone of {job}: fund it to start',
    ar: 'وافقت الموهبة {actor} على مرحلة في {job}: موّلها للبدء',
  },
  MILESTONE_DECLINED: {
    en: '{actor} declined a milestone of {job}',
    ar: 'اعتذرت الموهبة {actor} عن مرحلة في {job}',
  },
  MILESTONE_FUNDED: {
    en: '{actor} funded a milestone of {job}: the money is held',
    ar: 'موّلت {actor} مرحلة في {job}: المبلغ محجوز',
  },
  MILESTONE_DELIVERED: {
    en: '{actor} delivered a milestone of {job}',
    ar: 'سلّمت الموهبة {actor} مرحلة في {job}',
  },
  MILESTONE_RELEASED: {
    en: '{actor} released the payment of a milestone of {job} to you',
    ar: 'حرّرت {actor} لك مبلغ مرحلة في {job}',
  },
  MILESTONE_REFUNDED: {
    en: '{actor} refunded a milestone of {job} to you',
    ar: 'أعادت الموهبة {actor} إليك مبلغ مرحلة في {job}',
  },
  DISPUTE_DECIDED: {
    en: 'The platform decided the dispute over a milestone of {job}: see the contract in your chat with {actor}',
    ar: 'بتّت المنصة في النزاع على مرحلة من {job}: اطّلع على العقد في محادثتك مع {actor}',
  },
  CONTENT_HIDDEN: {
    en: 'The platform hid something you posted, for this reason: {note}',
    ar: 'أخفت المنصة محتوى نشرته، للسبب التالي: {note}',
  },
  ACCOUNT_WARNED: {
    en: 'A warning from the platform about your account: {note}',
    ar: 'تنبيه من المنصة بشأن حسابك: {note}',
  },
  LICENCE_VERIFIED: {
    en: 'Your licence {note} was verified: its badge now shows on your profile',
    ar: 'تم التحقق من ترخيصك {note}، وتظهر شارته الآن في ملفك',
  },
  LICENCE_REJECTED: {
    en: 'Your licence was not verified, for this reason: {note}',
    ar: 'لم يُعتمد ترخيصك، للسبب التالي: {note}',
  },
  LICENCE_EXPIRING: {
    en: 'Your licence {note} expires soon: add the renewed one to keep its badge',
    ar: 'ينتهي ترخيصك {note} قريبًا: أضف الترخيص المجدَّد لتبقى شارته',
  },
  LICENCE_EXPIRED: {
    en: 'Your licence {note} has expired: its badge no longer shows',
    ar: 'انتهى ترخيصك {note}، ولم تعد شارته تظهر',
  },
  EXPORT_READY: {
    en: 'A copy of your data is ready to download for 7 days',
    ar: 'نسخة بياناتك جاهزة للتنزيل لمدة 7 أيام',
  },
  MEDIA_REQUESTED: {
    en: '{actor} asked you for media for {job}: see the request and its due time',
    ar: 'طلبت {actor} منك موادّ في {job}: اطّلع على الطلب وموعد تسليمه',
  },
  MEDIA_ANSWERED: {
    en: '{actor} answered your media request for {job}',
    ar: 'أجاب {actor} عن طلب الموادّ في {job}',
  },
  MEDIA_DECLINED: {
    en: '{actor} declined your media request for {job}',
    ar: 'اعتذر {actor} عن طلب الموادّ في {job}',
  },
  MILESTONE_DISPUTED: {
    en: '{actor} disputed a milestone of {job}',
    ar: 'فُتح نزاع على مرحلة في {job} من طرف {actor}',
  },
  RELEASE_REMINDER: {
    en: 'A milestone {actor} delivered for {job} is released soon unless you release or dispute it',
    ar: 'سيُحرَّر قريبًا مبلغ مرحلة سلّمتها الموهبة {actor} في {job} ما لم تحرّره أو تعترض عليه',
  },
  PAYOUT_PAID: { en: 'Your withdrawal was paid to your bank account', ar: 'حُوّل مبلغ السحب إلى حسابك البنكي' },
  PAYOUT_FAILED: {
    en: 'Your withdrawal failed: the money is back in your balance',
    ar: 'تعذّر السحب، وأُعيد المبلغ إلى رصيدك',
  },
  aJob: { en: 'a job', ar: 'وظيفة' },
  quotedJob: { en: '“{title}”', ar: '«{title}»' },
  openLink: { en: 'Open it: {link}', ar: 'افتحه من هنا: {link}' },
  openButton: { en: 'Open it in {product}', ar: 'افتحه في {product}' },
  stop: {
    en: 'Stop e-mails and notifications about {kind}',
    ar: 'إيقاف رسائل البريد والإشعارات عن {kind}',
  },
  signOff: { en: '— {product}', ar: '— {product}' },
  kindNEW_APPLICATION: { en: 'new applications', ar: 'الطلبات الجديدة' },
  kindAPPLICATION_ACCEPTED: { en: 'accepted applications', ar: 'الطلبات المقبولة' },
  kindAPPLICATION_DECLINED: { en: 'declined applications', ar: 'الطلبات المعتذر عنها' },
  kindJOB_FINISHED: { en: 'finished jobs', ar: 'الأعمال المنتهية' },
  kindREVIEW_RECEIVED: { en: 'reviews', ar: 'التقييمات' },
  kindREVIEW_DUE: { en: 'reviews to write', ar: 'التقييمات المطلوبة منك' },
  kindREVIEW_CLOSING: { en: 'review deadlines', ar: 'مواعيد انتهاء التقييم' },
  kindREVIEW_WAITING: { en: 'reviews waiting for yours', ar: 'التقييمات التي تنتظر تقييمك' },
  kindINVITATION: { en: 'invitations', ar: 'الدعوات' },
  kindJOB_CLOSED: { en: 'closed jobs', ar: 'الوظائف المغلقة' },
  kindNEW_MESSAGE: { en: 'new messages', ar: 'الرسائل الجديدة' },
  kindMILESTONE_PROPOSED: { en: 'milestones proposed to you', ar: 'المراحل المقترحة عليك' },
  kindMILESTONE_ACCEPTED: { en: 'accepted milestones', ar: 'المراحل المقبولة' },
  kindMILESTONE_DECLINED: { en: 'declined milestones', ar: 'المراحل المعتذر عنها' },
  kindMILESTONE_FUNDED: { en: 'funded milestones', ar: 'المراحل المموّلة' },
  kindMILESTONE_DELIVERED: { en: 'delivered milestones', ar: 'المراحل المسلَّمة' },
  kindMILESTONE_RELEASED: { en: 'released payments', ar: 'المبالغ المحرّرة' },
  kindMILESTONE_REFUNDED: { en: 'refunds', ar: 'المبالغ المُعادة' },
  kindMILESTONE_DISPUTED: { en: 'disputes', ar: 'النزاعات' },
  kindDISPUTE_DECIDED: { en: 'decisions on disputes', ar: 'قرارات النزاعات' },
  kindCONTENT_HIDDEN: { en: 'hidden content', ar: 'المحتوى المخفي' },
  kindACCOUNT_WARNED: { en: 'warnings', ar: 'التنبيهات' },
  kindRELEASE_REMINDER: { en: 'reminders to release deliveries', ar: 'تذكيرات تحرير المبالغ' },
  kindPAYOUT_PAID: { en: 'withdrawals paid', ar: 'عمليات السحب المكتملة' },
  kindPAYOUT_FAILED: { en: 'withdrawals that failed', ar: 'عمليات السحب المتعذّرة' },
  kindLICENCE_VERIFIED: { en: 'verified licences', ar: 'الترخيصات المعتمدة' },
  kindLICENCE_REJECTED: { en: 'licences not verified', ar: 'الترخيصات غير المعتمدة' },
  kindLICENCE_EXPIRING: { en: 'licences about to expire', ar: 'الترخيصات القريبة من الانتهاء' },
  kindLICENCE_EXPIRED: { en: 'expired licences', ar: 'الترخيصات المنتهية' },
  kindEXPORT_READY: { en: 'copies of your data', ar: 'نسخ بياناتك' },
  kindMEDIA_REQUESTED: {
    en: 'requests for photos, videos and audio',
    ar: 'طلبات الصور والفيديو والتسجيلات الصوتية',
  },
  kindMEDIA_ANSWERED: { en: 'answers to your media requests', ar: 'الإجابات عن طلبات الموادّ' },
  kindMEDIA_DECLINED: { en: 'media requests declined', ar: 'طلبات الموادّ المعتذر عنها' },
} as const satisfies Catalogue;

export type NotificationMailText = keyof typeof NOTIFICATION_MAIL_TEXTS;
