import { DATA_EXPORT_RULES, fillTemplate, type Catalogue, type Language } from '@casting/contract';
import { escapeHtml } from '../../lib/html';
import { htmlSentence, isolate, MAIL_PRODUCT_NAMES } from '../../lib/mail/mail-bidi';
import type { MailMessage } from '../../lib/mail/mail-message';

const MAIL_TEXTS = {
  hello: { en: 'Hello {name},', ar: 'مرحبًا {name}،' },
  subject: { en: 'Your data is ready to download', ar: 'بياناتك جاهزة للتنزيل' },
  ready: {
    en: 'The copy of your data you asked for is ready: one ZIP file with your account, profile, uploads, applications, messages, reviews, notifications and payments, and a README describing each file.',
    ar: 'النسخة التي طلبتها من بياناتك جاهزة: ملف ZIP واحد يضم حسابك وملفك الشخصي وملفاتك المرفوعة وطلباتك ورسائلك وتقييماتك وإشعاراتك ومدفوعاتك، مع ملف README يصف كل ملف.',
  },
  download: { en: 'Download my data', ar: 'تنزيل بياناتي' },
  link: { en: 'Download it here: {link}', ar: 'نزّلها من هنا: {link}' },
  lifetime: {
    en: 'The link works for {hours} hours, for anyone who has it: do not forward this e-mail. If you did not ask for your data, change your password and contact us.',
    ar: 'يعمل الرابط مدة {hours} ساعة لكل من يملكه، فلا تُعِد توجيه هذه الرسالة. وإن لم تطلب بياناتك، فغيّر كلمة المرور وتواصل معنا.',
  },
  signOff: { en: '— {product}', ar: '— {product}' },
} as const satisfies Catalogue;

/** The e-mail that brings a person the link to their data, in their language. */
export function dataExportReadyMail(
  recipient: { readonly email: string; readonly firstName: string; readonly language: Language },
  link: string,
): MailMessage {
  const { language } = recipient;
  const text = (key: keyof typeof MAIL_TEXTS, params: Readonly<Record<string, string | number>> = {}) =>
    fillTemplate(MAIL_TEXTS[key][language], params);
  const product = MAIL_PRODUCT_NAMES[language];
  const hello = text('hello', { name: isolate(recipient.firstName) });
  const lifetime = text('lifetime', { hours: DATA_EXPORT_RULES.linkHours });
  const signOff = text('signOff', { product });
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return {
    to: recipient.email,
    subject: `${product}: ${text('subject')}`,
    text: [hello, '', text('ready'), text('link', { link: isolate(link) }), lifetime, '', signOff].join('\n'),
    html: [
      `<!doctype html><html lang="${language}" dir="${direction}">`,
      `<body dir="${direction}" style="font-family:Arial,Tahoma,sans-serif;color:#1c1917;line-height:1.6;text-align:start">`,
      `<h1 style="font-size:20px">${escapeHtml(product)}</h1>`,
      `<p>${htmlSentence(hello)}</p>`,
      `<p>${htmlSentence(text('ready'))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text('download'))}</a></p>`,
      `<p>${htmlSentence(lifetime)}</p>`,
      `<p>${escapeHtml(signOff)}</p>`,
      '</body></html>',
    ].join(''),
  };
}
