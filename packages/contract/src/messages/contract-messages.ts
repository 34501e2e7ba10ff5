import { fillTemplate, type Catalogue, type MessageParams } from './localizer';

/**
 * Every sentence of the contract's rules, in English (the spec's words, exactly) and Arabic
 * (Modern Standard Arabic for a Saudi audience). The rules take their English from here; the
 * server and the browser write a rule's sentence in the reader's language with `localize`.
 */
export const CONTRACT_MESSAGES = {
  // Field names that messages name through {label}.
  labelFirstName: { en: 'First name', ar: 'الاسم الأول' },
  labelLastName: { en: 'Last name', ar: 'اسم العائلة' },
  labelName: { en: 'Name', ar: 'الاسم' },
  labelBio: { en: 'Bio', ar: 'النبذة التعريفية' },
  labelTitle: { en: 'Title', ar: 'العنوان' },
  labelCompany: { en: 'Company', ar: 'جهة العمل' },
  labelComment: { en: 'Comment', ar: 'التعليق' },
  labelMessage: { en: 'Message', ar: 'الرسالة' },
  labelCoverLetter: { en: 'Cover letter', ar: 'خطاب التقديم' },
  labelLogo: { en: 'Logo', ar: 'الشعار' },
  labelDescription: { en: 'Description', ar: 'الوصف' },
  labelRequirement: { en: 'Requirement', ar: 'المتطلب' },
  fieldTitle: { en: 'title', ar: 'العنوان' },
  fieldDescription: { en: 'description', ar: 'الوصف' },
  fieldRequirement: { en: 'requirement', ar: 'المتطلب' },
  labelHeight: { en: 'Height', ar: 'الطول' },
  labelWeight: { en: 'Weight', ar: 'الوزن' },
  labelBust: { en: 'Bust', ar: 'محيط الصدر' },
  labelWaist: { en: 'Waist', ar: 'محيط الخصر' },
  labelHips: { en: 'Hips', ar: 'محيط الأرداف' },
  labelDressSize: { en: 'Dress size', ar: 'مقاس الفستان' },
  labelShoeSize: { en: 'Shoe size', ar: 'مقاس الحذاء' },
  labelPortfolio: { en: 'Portfolio', ar: 'معرض الأعمال' },
  labelHeadshots: { en: 'Headshots', ar: 'صور الوجه' },
  labelFullBody: { en: 'Full body', ar: 'صور كاملة للجسم' },
  labelReels: { en: 'Reels', ar: 'المقاطع المصورة' },
  labelCertificates: { en: 'Certificates', ar: 'الشهادات' },
  labelPreviousWork: { en: 'Previous work', ar: 'الأعمال السابقة' },
  labelBodyPictures: { en: 'Body pictures', ar: 'صور الجسم' },
  labelTrophies: { en: 'Trophies', ar: 'الجوائز والكؤوس' },
  labelCamera: { en: 'Camera', ar: 'الكاميرا' },
  labelLighting: { en: 'Lighting', ar: 'الإضاءة' },
  labelLens: { en: 'Lens', ar: 'العدسة' },
  labelMajorProjects: { en: 'Major projects', ar: 'أبرز المشاريع' },
  labelPublications: { en: 'Publications', ar: 'المنشورات' },
  labelPreviousClients: { en: 'Previous clients', ar: 'العملاء السابقون' },
  labelAchievements: { en: 'Achievements or titles', ar: 'الإنجازات أو الألقاب' },
  labelEmployer: { en: 'Current or most recent employer', ar: 'جهة العمل الحالية أو الأخيرة' },

  // Rules over a named field.
  fieldRequired: { en: '{label} is required.', ar: 'يُرجى إدخال {label}.' },
  fieldTooShort: {
    en: '{label} must be at least {min} characters.',
    ar: 'يجب ألا يقل عدد أحرف {label} عن {min}.',
  },
  fieldTooLong: {
    en: '{label} must be at most {max} characters.',
    ar: 'يجب ألا يزيد عدد أحرف {label} على {max}.',
  },
  nameOneLine: {
    en: '{label} must not contain line breaks or control characters.',
    ar: 'يجب ألا يحتوي {label} على فواصل أسطر أو رموز تحكم.',
  },
  nameLetters: { en: '{label} must include letters.', ar: 'يجب أن يحتوي {label} على حروف.' },
  measurementRange: {
    en: '{label} must be between {min} and {max}.',
    ar: 'يجب أن تكون قيمة {label} بين {min} و{max}.',
  },
  gallerySize: {
    en: '{label}: add {min} to {max} files.',
    ar: '{label}: أضف من {min} إلى {max} من الملفات.',
  },
  galleryExact: { en: '{label}: add {min} files.', ar: '{label}: أضف {min} من الملفات.' },
  galleryOne: { en: '{label}: add {min} file.', ar: '{label}: أضف ملفًا واحدًا ({min}).' },

  // Sign-up, sign-in and codes.
  passwordRule: {
    en: 'Password must be at least 8 characters long and include at least one uppercase letter, one number, and one special character (@$!%*?&).',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف، وأن تتضمن حرفًا كبيرًا واحدًا على الأقل ورقمًا واحدًا ورمزًا خاصًا واحدًا (@$!%*?&).',
  },
  forgotPassword: { en: 'Enter valid password.', ar: 'أدخل كلمة مرور صحيحة.' },
  commonPassword: {
    en: 'This password is too common. Please choose another one.',
    ar: 'كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور أخرى.',
  },
  emailRequired: { en: 'Email is required.', ar: 'يُرجى إدخال البريد الإلكتروني.' },
  emailInvalid: { en: 'Invalid email format.', ar: 'صيغة البريد الإلكتروني غير صحيحة.' },
  emailForgot: { en: 'Enter valid email.', ar: 'أدخل بريدًا إلكترونيًا صحيحًا.' },
  emailChange: {
    en: 'Invalid email address. Please enter a valid email address.',
    ar: 'عنوان البريد الإلكتروني غير صحيح. يُرجى إدخال عنوان بريد إلكتروني صحيح.',
  },
  passwordRequired: { en: 'Password is required.', ar: 'يُرجى إدخال كلمة المرور.' },
  roleRequired: { en: 'Role is required.', ar: 'يُرجى اختيار نوع الحساب.' },
  loginFailed: {
    en: 'Login failed! Please check your credentials.',
    ar: 'تعذّر تسجيل الدخول! يُرجى التحقق من بيانات الدخول.',
  },
  otp: { en: 'Enter the 4-digit code.', ar: 'أدخل الرمز المكوّن من 4 أرقام.' },
  userId: { en: 'Invalid user id.', ar: 'معرّف المستخدم غير صحيح.' },
  unverifiedStep: {
    en: 'Your account is not verified yet. Please verify it with the code we e-mailed you to continue.',
    ar: 'لم يتم توثيق حسابك بعد. يُرجى توثيقه بالرمز الذي أرسلناه إلى بريدك الإلكتروني للمتابعة.',
  },
  onboardingStep: {
    en: 'You did not complete the onboarding. Please complete the onboarding to continue.',
    ar: 'لم تُكمل إعداد ملفك بعد. يُرجى إكمال الإعداد للمتابعة.',
  },

  // Choices, countries, phones, links and files.
  selectOption: { en: 'Please select an option.', ar: 'يُرجى اختيار أحد الخيارات.' },
  selectAtLeastOne: { en: 'Please select at least one option.', ar: 'يُرجى اختيار خيار واحد على الأقل.' },
  selectOnlyOne: { en: 'You can select only one option.', ar: 'يمكنك اختيار خيار واحد فقط.' },
  selectUpTo: { en: 'You can select up to {max} options.', ar: 'يمكنك اختيار {max} من الخيارات كحد أقصى.' },
  country: { en: 'Please select a country.', ar: 'يُرجى اختيار الدولة.' },
  phone: { en: 'Please enter a valid phone number.', ar: 'يُرجى إدخال رقم جوال صحيح.' },
  phoneForCountry: {
    en: 'Please enter a valid phone number for {country}.',
    ar: 'يُرجى إدخال رقم هاتف صحيح في {country}.',
  },
  instagram: { en: 'Please enter a valid Instagram URL.', ar: 'يُرجى إدخال رابط إنستغرام صحيح.' },
  tiktok: { en: 'Please enter a valid TikTok URL.', ar: 'يُرجى إدخال رابط تيك توك صحيح.' },
  website: { en: 'Please enter a valid website URL.', ar: 'يُرجى إدخال رابط موقع إلكتروني صحيح.' },
  urlOrEmail: {
    en: 'Please enter a valid URL or email address.',
    ar: 'يُرجى إدخال رابط أو بريد إلكتروني صحيح.',
  },
  image: { en: 'Please select a valid image file.', ar: 'يُرجى اختيار ملف صورة صالح.' },
  video: { en: 'Please select a valid video file.', ar: 'يُرجى اختيار ملف فيديو صالح.' },
  imageTooLarge: { en: 'File size exceeds 1MB limit.', ar: 'حجم الملف يتجاوز الحد المسموح به (1 ميجابايت).' },
  videoTooLarge: { en: 'File size exceeds 5MB limit.', ar: 'حجم الملف يتجاوز الحد المسموح به (5 ميجابايت).' },
  logoType: { en: 'Invalid file type. Please upload an image.', ar: 'نوع الملف غير صالح. يُرجى رفع صورة.' },

  // Profiles and experience.
  age: { en: 'Please enter a valid age.', ar: 'يُرجى إدخال عمر صحيح.' },
  answerAll: { en: 'Please answer all questions.', ar: 'يُرجى الإجابة عن جميع الأسئلة.' },
  bioRequired: { en: 'Bio is required.', ar: 'يُرجى كتابة النبذة التعريفية.' },
  workExperienceRequired: {
    en: 'Please add at least one work experience.',
    ar: 'يُرجى إضافة خبرة عملية واحدة على الأقل.',
  },
  terms: { en: 'Please accept the terms and conditions.', ar: 'يُرجى الموافقة على الشروط والأحكام.' },
  organizationName: {
    en: 'Name should be at least 3 characters long.',
    ar: 'يجب ألا يقل الاسم عن 3 أحرف.',
  },
  logoRequired: { en: 'Logo is required.', ar: 'يُرجى رفع الشعار.' },
  achievementsRequired: { en: 'Achievements or titles is required.', ar: 'يُرجى إدخال الإنجازات أو الألقاب.' },
  workTitle: { en: 'Title is required', ar: 'يُرجى إدخال المسمى الوظيفي' },
  workCompany: { en: 'Company is required', ar: 'يُرجى إدخال جهة العمل' },
  workStartDate: { en: 'Start date is required', ar: 'يُرجى إدخال تاريخ البداية' },
  workEndDate: {
    en: "End date is required if 'Until Now' is not checked",
    ar: "يُرجى إدخال تاريخ النهاية ما لم تحدد 'حتى الآن'",
  },
  workOrder: { en: 'Start date must be before end date', ar: 'يجب أن يسبق تاريخ البداية تاريخ النهاية' },
  workOrderInProfile: {
    en: 'Start date must be before the end date.',
    ar: 'يجب أن يسبق تاريخ البداية تاريخ النهاية.',
  },
  workStartRange: {
    en: 'Start date must be between 1950 and five years from today.',
    ar: 'يجب أن يقع تاريخ البداية بين عام 1950 وخمس سنوات من اليوم.',
  },
  workEndRange: {
    en: 'End date must be between 1950 and five years from today.',
    ar: 'يجب أن يقع تاريخ النهاية بين عام 1950 وخمس سنوات من اليوم.',
  },

  // Jobs, tags, applications, chats and reviews.
  includeCharacters: {
    en: 'Please include charachters in {field} field',
    ar: 'يُرجى تضمين حروف في حقل {field}',
  },
  jobTitle: { en: 'Title is required.', ar: 'يُرجى إدخال عنوان الوظيفة.' },
  jobCategory: { en: 'Category is required.', ar: 'يُرجى اختيار الفئة.' },
  careerLevel: { en: 'Career level is required.', ar: 'يُرجى اختيار المستوى الوظيفي.' },
  educationLevel: { en: 'Education level is required.', ar: 'يُرجى اختيار المستوى التعليمي.' },
  jobDescription: { en: 'Description is required.', ar: 'يُرجى إدخال وصف الوظيفة.' },
  experienceYears: {
    en: 'Please enter the experience in whole years.',
    ar: 'يُرجى إدخال سنوات الخبرة بأعداد صحيحة.',
  },
  experienceRange: {
    en: 'Minimum experience should be less than maximum experience',
    ar: 'يجب أن يكون الحد الأدنى للخبرة أقل من الحد الأقصى',
  },
  durationRange: {
    en: 'Invalid duration range. Please check your minimum and maximum durations.',
    ar: 'نطاق المدة غير صحيح. يُرجى مراجعة الحدين الأدنى والأعلى للمدة.',
  },
  salary: { en: 'Salary must be greater than 0.', ar: 'يجب أن يكون الأجر أكبر من 0.' },
  salaryTooHigh: { en: 'Salary must be at most {max}.', ar: 'يجب ألا يزيد الأجر على {max}.' },
  requirements: {
    en: 'Please fill in all {count} requirements.',
    ar: 'يُرجى تعبئة المتطلبات كاملة ({count}).',
  },
  tagsRequired: { en: 'Please add at least one tag.', ar: 'يُرجى إضافة وسم واحد على الأقل.' },
  tooManyTags: { en: 'You can add up to {max} tags.', ar: 'يمكنك إضافة {max} من الوسوم كحد أقصى.' },
  headcount: {
    en: 'People needed must be a whole number from 1 to {max}.',
    ar: 'يجب أن يكون عدد الأشخاص المطلوبين عددًا صحيحًا من 1 إلى {max}.',
  },
  tagLength: {
    en: 'Tag must be between {min} and {max} characters.',
    ar: 'يجب أن يتراوح عدد أحرف الوسم بين {min} و{max}.',
  },
  tagCharacters: { en: 'Tag must include characters', ar: 'يجب أن يحتوي الوسم على حروف' },
  tagAllowed: {
    en: "Tag may hold letters, digits, spaces and & - ' . only.",
    ar: "يمكن أن يحتوي الوسم على الحروف والأرقام والمسافات و & - ' . فقط.",
  },
  coverLetterRequired: { en: 'Cover letter is required', ar: 'يُرجى كتابة خطاب التقديم' },
  chatEmpty: { en: 'Message cannot be empty.', ar: 'لا يمكن إرسال رسالة فارغة.' },
  applicationJob: {
    en: 'An application names its job, and only an application does.',
    ar: 'يُذكر رقم الوظيفة في طلب التقديم فقط، ولا بد منه فيه.',
  },
  review: { en: 'Please add a comment and rate the client!', ar: 'يُرجى كتابة تعليق وتقييم العميل!' },

  languageChoice: { en: 'Please choose English or Arabic.', ar: 'يُرجى اختيار العربية أو الإنجليزية.' },

  // Query parameters and request headers.
  unknownParameter: { en: 'Unknown parameter: {names}.', ar: 'مُعامل غير معروف: {names}.' },
  parameterOneOf: {
    en: '{name} must be one of {values}.',
    ar: 'يجب أن تكون قيمة {name} إحدى القيم: {values}.',
  },
  parameterAtLeast: {
    en: '{name} must be a whole number of at least {min}.',
    ar: 'يجب أن تكون قيمة {name} عددًا صحيحًا لا يقل عن {min}.',
  },
  parameterRange: {
    en: '{name} must be a whole number from {min} to {max}.',
    ar: 'يجب أن تكون قيمة {name} عددًا صحيحًا من {min} إلى {max}.',
  },
  parameterOnce: { en: '{name} must be given once, as text.', ar: 'يجب إرسال {name} مرة واحدة نصًا.' },
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    ar: 'يجب أن تتكون الترويسة Idempotency-Key من 1 إلى 255 من محارف ASCII المرئية.',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request.',
    ar: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف.',
  },
  idempotencyInProgress: {
    en: 'The first request with this Idempotency-Key is still running. Please try again shortly.',
    ar: 'الطلب الأول بمفتاح Idempotency-Key هذا ما زال قيد التنفيذ. يُرجى المحاولة بعد قليل.',
  },
} as const satisfies Catalogue;

export type ContractMessageKey = keyof typeof CONTRACT_MESSAGES;

/** A rule's English sentence, its placeholders filled. */
export function messageText(key: ContractMessageKey, params?: MessageParams): string {
  return fillTemplate(CONTRACT_MESSAGES[key].en, params);
}
