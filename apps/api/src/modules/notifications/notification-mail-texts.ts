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
  REVIEW_RECEIVED: { en: '{actor} reviewed your work on {job}', ar: 'قيّمت {actor} عملك في {job}' },
  INVITATION: { en: '{actor} invited you to apply for {job}', ar: 'دعتك {actor} للتقدّم إلى {job}' },
  JOB_CLOSED: { en: '{actor} closed {job}', ar: 'أغلقت {actor} {job}' },
  NEW_MESSAGE: { en: 'New message from {actor}', ar: 'رسالة جديدة من {actor}' },
  NEW_MESSAGES: {
    en: '{count} new messages from {actor}',
    ar: '{count|رسالة جديدة|رسالتان جديدتان|رسائل جديدة|رسالة جديدة} من {actor}',
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
  kindINVITATION: { en: 'invitations', ar: 'الدعوات' },
  kindJOB_CLOSED: { en: 'closed jobs', ar: 'الوظائف المغلقة' },
  kindNEW_MESSAGE: { en: 'new messages', ar: 'الرسائل الجديدة' },
} as const satisfies Catalogue;

export type NotificationMailText = keyof typeof NOTIFICATION_MAIL_TEXTS;
