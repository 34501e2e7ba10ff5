import type { Catalogue } from '@casting/contract';

/** The sentences of the account e-mails, in each language an account may choose. */
export const AUTH_MAIL_TEXTS = {
  hello: { en: 'Hello {name},', ar: 'مرحبًا {name}،' },
  signOff: { en: '— {product}', ar: '— {product}' },
  verifySubject: { en: 'Verify your account', ar: 'توثيق حسابك' },
  verifyAction: { en: 'verify your new account', ar: 'توثيق حسابك الجديد' },
  updateEmailSubject: { en: 'Confirm your e-mail change', ar: 'تأكيد تغيير بريدك الإلكتروني' },
  updateEmailAction: {
    en: 'change the e-mail address of your account',
    ar: 'تغيير عنوان البريد الإلكتروني لحسابك',
  },
  resetSubject: { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور' },
  resetAction: { en: 'set a new password', ar: 'تعيين كلمة مرور جديدة' },
  useCode: { en: 'Use this code to {action}:', ar: 'استخدم الرمز التالي من أجل {action}:' },
  codeLifetime: {
    en: 'The code works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.',
    ar: 'يصلح الرمز لاستخدام واحد، وتنتهي صلاحيته خلال {minutes|دقيقة واحدة|دقيقتين|دقائق|دقيقة}. إن لم تطلبه، فتجاهل هذه الرسالة.',
  },
  lockedSubject: { en: 'Too many wrong codes', ar: 'رموز خاطئة كثيرة' },
  locked: {
    en: 'Ten wrong codes were entered today to {action}, so we refuse codes for it for the next 24 hours.',
    ar: 'أُدخلت اليوم عشرة رموز خاطئة من أجل {action}، لذا لن نقبل رموزًا لهذا الغرض خلال الساعات الأربع والعشرين القادمة.',
  },
  lockedNotYou: {
    en: 'If this was not you, someone may be trying to get into your account. Nothing was changed; you do not need to do anything.',
    ar: 'إن لم تكن أنت، فربما يحاول شخص ما الدخول إلى حسابك. لم يتغير شيء، ولا يلزمك اتخاذ أي إجراء.',
  },
  signupAttemptSubject: {
    en: 'Someone tried to sign up with your address',
    ar: 'محاولة تسجيل بعنوان بريدك الإلكتروني',
  },
  signupAttempt: {
    en: 'Someone tried to create a new account with this e-mail address, which already has an account.',
    ar: 'حاول شخص ما إنشاء حساب جديد بعنوان البريد الإلكتروني هذا، مع أن له حسابًا بالفعل.',
  },
  signupAttemptNext: {
    en: 'If it was you, log in instead, or reset your password from the login page. If not, you can ignore this e-mail.',
    ar: 'إن كنت أنت، فسجّل الدخول بدلًا من ذلك، أو أعد تعيين كلمة المرور من صفحة تسجيل الدخول. وإن لم تكن أنت، فيمكنك تجاهل هذه الرسالة.',
  },
  emailChangedSubject: { en: 'Your e-mail address was changed', ar: 'تم تغيير عنوان بريدك الإلكتروني' },
  emailChanged: {
    en: 'The e-mail address of your account was changed to {email}.',
    ar: 'تم تغيير عنوان البريد الإلكتروني لحسابك إلى {email}.',
  },
  emailChangedNotYou: {
    en: 'If you did not do this, contact us at once.',
    ar: 'إن لم تقم بذلك، فتواصل معنا فورًا.',
  },
  passwordChangedSubject: { en: 'Your password was changed', ar: 'تم تغيير كلمة المرور' },
  passwordChanged: {
    en: 'The password of your account was just changed, and your other sessions were signed out.',
    ar: 'تم تغيير كلمة مرور حسابك للتو، وسُجّل خروجك من جلساتك الأخرى.',
  },
  passwordChangedNotYou: {
    en: 'If you did not do this, reset your password from the login page and contact us.',
    ar: 'إن لم تقم بذلك، فأعد تعيين كلمة المرور من صفحة تسجيل الدخول وتواصل معنا.',
  },
} as const satisfies Catalogue;

export type AuthMailText = keyof typeof AUTH_MAIL_TEXTS;
