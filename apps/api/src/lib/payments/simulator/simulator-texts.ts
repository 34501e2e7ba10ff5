import { fillTemplate, type Catalogue, type MessageParams } from '@casting/contract';

/**
 * The payment simulator's own words, in English and Arabic: its pages and the reasons it gives
 * for a failed payment or payout, as a provider's pages and messages would. They stand for the
 * provider, not for the app, so they live here rather than in the server's catalogue.
 */
export const SIMULATOR_TEXTS = {
  // The pages.
  pageTitle: { en: 'Test payment', ar: 'دفع تجريبي' },
  testBanner: {
    en: 'Test mode: this is the payment simulator. No real money moves and no card is charged.',
    ar: 'وضع الاختبار: هذه صفحة محاكي الدفع. لا تُنقل أموال حقيقية ولا تُخصم أي بطاقة.',
  },
  amount: { en: 'Amount', ar: 'المبلغ' },
  payByCard: { en: 'Pay by card', ar: 'الدفع بالبطاقة' },
  cardNumber: { en: 'Card number', ar: 'رقم البطاقة' },
  nameOnCard: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  expiry: { en: 'Expiry', ar: 'تاريخ الانتهاء' },
  expiryHint: { en: 'MM/YY', ar: 'الشهر/السنة (MM/YY)' },
  cvc: { en: 'CVC', ar: 'رمز التحقق (CVC)' },
  pay: { en: 'Pay', ar: 'ادفع' },
  payWithStcPay: { en: 'Pay with STC Pay', ar: 'الدفع عبر STC Pay' },
  mobile: { en: 'Mobile number', ar: 'رقم الجوال' },
  mobileHint: { en: 'A Saudi mobile number, such as 0512345678.', ar: 'رقم جوال سعودي، مثل 0512345678.' },
  sendCode: { en: 'Send code', ar: 'أرسل الرمز' },
  testCards: { en: 'Test cards', ar: 'بطاقات الاختبار' },
  testCardsHint: {
    en: 'Any name of two words, any future expiry and any three digits for the CVC.',
    ar: 'أي اسم من كلمتين، وأي تاريخ انتهاء مستقبلي، وأي ثلاثة أرقام لرمز التحقق.',
  },
  cardPays: { en: 'pays', ar: 'يُدفع' },
  cardFails: { en: 'fails: {reason}', ar: 'يُرفض: {reason}' },
  otherCardsFail: {
    en: 'Any other card is declined.',
    ar: 'تُرفض أي بطاقة أخرى.',
  },
  formErrors: { en: 'Please correct the fields marked below.', ar: 'يُرجى تصحيح الحقول المشار إليها أدناه.' },
  threeDsTitle: { en: '3-D Secure', ar: 'التحقق الثلاثي (3-D Secure)' },
  threeDsBody: {
    en: 'Your bank asks you to confirm the payment of {amount} with the {scheme} card ending in {lastFour}.',
    ar: 'يطلب منك البنك تأكيد دفع {amount} بالبطاقة {scheme} المنتهية بالأرقام {lastFour}.',
  },
  threeDsHint: {
    en: 'In the simulator, Authenticate completes the payment and Fail fails it.',
    ar: 'في المحاكي، يُكمل زر المصادقة الدفع ويُفشله زر الإفشال.',
  },
  authenticate: { en: 'Authenticate', ar: 'مصادقة' },
  fail: { en: 'Fail', ar: 'إفشال' },
  otpTitle: { en: 'STC Pay verification', ar: 'التحقق من STC Pay' },
  otpBody: {
    en: 'Enter the code STC Pay sent to {mobile} to pay {amount}.',
    ar: 'لدفع {amount}، أدخل الرمز الذي أرسلته STC Pay إلى {mobile}.',
  },
  otp: { en: 'One-time password', ar: 'رمز التحقق لمرة واحدة' },
  otpHint: {
    en: 'In the simulator, 123456 pays and any other code fails.',
    ar: 'في المحاكي، يُكمل الرمز 123456 الدفع ويُفشله أي رمز آخر.',
  },
  confirm: { en: 'Confirm', ar: 'تأكيد' },
  alreadyPaid: { en: 'This payment has already been made.', ar: 'تم هذا الدفع من قبل.' },
  alreadyFailed: {
    en: 'This payment has already failed: {reason} Go back to start a new payment.',
    ar: 'فشل هذا الدفع من قبل: {reason} عُد لبدء دفع جديد.',
  },
  backToSite: { en: 'Back to the site', ar: 'العودة إلى الموقع' },
  checkoutMissing: { en: 'This payment does not exist.', ar: 'عملية الدفع هذه غير موجودة.' },
  stepInvalid: {
    en: 'This step of the payment is no longer valid. Please start again.',
    ar: 'هذه الخطوة من الدفع لم تعد صالحة. يُرجى البدء من جديد.',
  },
  startAgain: { en: 'Start again', ar: 'البدء من جديد' },

  // Mistakes in the forms.
  cardNumberInvalid: { en: 'Enter a valid card number.', ar: 'أدخل رقم بطاقة صحيحًا.' },
  cardUnsupported: {
    en: 'Only mada, Visa and Mastercard cards are accepted.',
    ar: 'لا تُقبل إلا بطاقات مدى وفيزا وماستركارد.',
  },
  nameInvalid: {
    en: 'Enter the first and last name as written on the card.',
    ar: 'أدخل الاسم الأول والأخير كما هو مكتوب على البطاقة.',
  },
  expiryInvalid: { en: 'Enter the expiry as MM/YY.', ar: 'أدخل تاريخ الانتهاء بالصيغة MM/YY.' },
  expiryPast: { en: 'This card has expired.', ar: 'انتهت صلاحية هذه البطاقة.' },
  cvcInvalid: { en: 'Enter the three-digit security code.', ar: 'أدخل رمز الأمان المكوّن من ثلاثة أرقام.' },
  mobileInvalid: {
    en: 'Enter a Saudi mobile number starting with 05.',
    ar: 'أدخل رقم جوال سعوديًا يبدأ بـ 05.',
  },
  otpFormat: { en: 'Enter the six-digit code.', ar: 'أدخل الرمز المكوّن من ستة أرقام.' },

  // The provider's reasons, as the app shows them to the payer.
  approved: { en: 'APPROVED', ar: 'تمت الموافقة' },
  insufficientFunds: { en: 'INSUFFICIENT FUNDS', ar: 'الرصيد غير كافٍ' },
  unspecifiedFailure: { en: 'UNSPECIFIED FAILURE', ar: 'تعذّر إتمام العملية لسبب غير محدد' },
  declined: { en: 'DECLINED', ar: 'رُفضت العملية' },
  lostCard: { en: 'DECLINED: LOST CARD', ar: 'رُفضت العملية: البطاقة مُبلّغ عن فقدها' },
  expiredCard: { en: 'DECLINED: EXPIRED CARD', ar: 'رُفضت العملية: البطاقة منتهية الصلاحية' },
  exceedsWithdrawalLimit: {
    en: 'DECLINED: EXCEEDS WITHDRAWAL LIMIT',
    ar: 'رُفضت العملية: تتجاوز حد السحب',
  },
  stolenCard: { en: 'DECLINED: STOLEN CARD', ar: 'رُفضت العملية: البطاقة مُبلّغ عن سرقتها' },
  notATestCard: {
    en: 'DECLINED: in test mode only the listed test cards pay',
    ar: 'رُفضت العملية: في وضع الاختبار لا تُقبل إلا بطاقات الاختبار المدرجة',
  },
  threeDsFailed: {
    en: '3-D Secure transaction attempt failed (Authentication Failed)',
    ar: 'فشلت محاولة التحقق الثلاثي (3-D Secure): لم تتم المصادقة',
  },
  otpWrong: { en: 'Invalid OTP', ar: 'رمز التحقق غير صحيح' },
  bankRefusedTransfer: {
    en: 'The bank refused the transfer',
    ar: 'رفض البنك التحويل',
  },
} as const satisfies Catalogue;

export type SimulatorTextKey = keyof typeof SIMULATOR_TEXTS;
export type SimulatorLanguage = 'en' | 'ar';

export function simulatorText(
  language: SimulatorLanguage,
  key: SimulatorTextKey,
  params?: MessageParams,
): string {
  return fillTemplate(SIMULATOR_TEXTS[key][language], params);
}

/** Amounts as the app writes them: 'SAR 2,437.50', '٢٬٤٣٧٫٥٠ ر.س.'; halalas only when there are some. */
export function formatHalalas(amount: number, language: SimulatorLanguage): string {
  const fractionDigits = amount % 100 === 0 ? 0 : 2;
  const format = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return format.format(amount / 100).replace(/[\u200e\u200f\u061c]/g, '');
}
