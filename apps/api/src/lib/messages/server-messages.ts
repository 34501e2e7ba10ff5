import { fillTemplate, type Catalogue, type MessageParams } from '@casting/contract';

/**
 * The server's own sentences (sessions, permissions, states, limits, outages) in English and
 * Arabic; the contract's rules have theirs in the contract. The error handler writes every
 * answer's message in the caller's language (`request-language.ts`).
 */
const SECONDS = '{count|ثانية واحدة|ثانيتين|ثوانٍ|ثانية}';
const MINUTES = '{count|دقيقة واحدة|دقيقتين|دقائق|دقيقة}';
const HOURS = '{count|ساعة واحدة|ساعتين|ساعات|ساعة}';

export const SERVER_MESSAGES = {
  // Answers any route may give.
  requestInvalid: { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  logIn: { en: 'Please log in to continue.', ar: 'يُرجى تسجيل الدخول للمتابعة.' },
  forbidden: { en: 'You are not allowed to do this.', ar: 'لا تملك صلاحية تنفيذ هذا الإجراء.' },
  notFound: { en: 'Not found.', ar: 'غير موجود.' },
  notAllowedNow: { en: 'This action is not allowed now.', ar: 'لا يمكن تنفيذ هذا الإجراء الآن.' },
  conflict: { en: 'This conflicts with existing data.', ar: 'يتعارض هذا مع بيانات موجودة.' },
  tooLarge: { en: 'The request is too large.', ar: 'حجم الطلب أكبر من المسموح به.' },
  unsupportedContent: { en: 'This type of content is not supported.', ar: 'نوع المحتوى هذا غير مدعوم.' },
  tooManyRequests: {
    en: 'Too many requests. Please try again later.',
    ar: 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  },
  internal: { en: 'An unexpected error occurred.', ar: 'حدث خطأ غير متوقع.' },
  unavailable: { en: 'The service is temporarily unavailable.', ar: 'الخدمة غير متاحة مؤقتًا.' },
  fieldInvalid: { en: 'The field {field} is not valid.', ar: 'قيمة الحقل {field} غير صالحة.' },
  unknownFields: { en: 'Unknown field: {names}.', ar: 'حقل غير معروف: {names}.' },
  bodyEmpty: { en: 'The request body is empty.', ar: 'محتوى الطلب فارغ.' },
  bodyNotJson: { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس بصيغة JSON صحيحة.' },
  bodyTooDeep: {
    en: 'The request body is nested too deeply: at most {levels} levels of objects and lists.',
    ar: 'محتوى الطلب متداخل أكثر من اللازم: {levels|مستوى واحد|مستويان|مستويات|مستوى} من الكائنات والقوائم على الأكثر.',
  },
  characterNotAllowed: {
    en: '{field} contains a character that is not allowed.',
    ar: 'يحتوي {field} على حرف غير مسموح به.',
  },
  restarting: {
    en: 'The server is restarting. Please try again.',
    ar: 'تجري إعادة تشغيل الخادم. يُرجى المحاولة مجددًا.',
  },
  shuttingDown: { en: 'The server is shutting down.', ar: 'يجري إيقاف الخادم.' },
  databaseDown: { en: 'The database does not answer.', ar: 'قاعدة البيانات لا تستجيب.' },
  busy: {
    en: 'The service is busy. Please try again shortly.',
    ar: 'الخدمة مشغولة حاليًا. يُرجى المحاولة بعد قليل.',
  },
  tooManyStreams: {
    en: 'Too many live connections for this account. Close another tab or window, and try again.',
    ar: 'لهذا الحساب اتصالات مباشرة كثيرة جدًا. أغلق علامة تبويب أو نافذة أخرى، ثم حاول مجددًا.',
  },

  // Waits, as the limits below name them.
  waitSecond: { en: '{count} second', ar: SECONDS },
  waitSeconds: { en: '{count} seconds', ar: SECONDS },
  waitMinute: { en: '{count} minute', ar: MINUTES },
  waitMinutes: { en: '{count} minutes', ar: MINUTES },
  waitHour: { en: '{count} hour', ar: HOURS },
  waitHours: { en: '{count} hours', ar: HOURS },

  // Sign-in, codes and the account.
  tooManyAttempts: {
    en: 'Too many attempts. Please try again later.',
    ar: 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
  },
  tooManyLogins: {
    en: 'Too many failed logins. Please try again in {seconds} seconds.',
    ar: 'محاولات دخول فاشلة كثيرة جدًا. يُرجى المحاولة مجددًا بعد {seconds|ثانية واحدة|ثانيتين|ثوانٍ|ثانية}.',
  },
  codeInvalid: { en: 'The code is incorrect or has expired.', ar: 'الرمز غير صحيح أو انتهت صلاحيته.' },
  codeLocked: {
    en: 'Too many wrong codes. Please try again in 24 hours.',
    ar: 'أُدخلت رموز خاطئة كثيرة. يُرجى المحاولة مجددًا بعد 24 ساعة.',
  },
  newCodeIn: { en: 'You can ask for a new code in {wait}.', ar: 'يمكنك طلب رمز جديد بعد {wait}.' },
  signupAgainIn: {
    en: 'We have recently e-mailed this address. Please check its inbox, or sign up again in {wait}.',
    ar: 'راسلنا هذا العنوان مؤخرًا. يُرجى التحقق من صندوق الوارد، أو التسجيل مجددًا بعد {wait}.',
  },
  ownCodes: {
    en: 'You can only request codes for your own account.',
    ar: 'يمكنك طلب الرموز لحسابك فقط.',
  },
  ownPassword: { en: 'You can only change your own password.', ar: 'يمكنك تغيير كلمة مرور حسابك فقط.' },
  emailTaken: {
    en: 'This e-mail address is already used by another account.',
    ar: 'عنوان البريد الإلكتروني هذا مستخدم في حساب آخر.',
  },
  sameEmail: {
    en: 'This is already the e-mail address of your account.',
    ar: 'هذا هو عنوان البريد الإلكتروني لحسابك بالفعل.',
  },
  alreadyOnboarded: { en: 'Your profile is already complete.', ar: 'ملفك مكتمل بالفعل.' },
  organizationsOnboard: {
    en: 'Organizations create an organization profile.',
    ar: 'تُنشئ الجهات ملفًا تعريفيًا للجهة.',
  },
  talentOnboards: {
    en: 'Talent accounts create an individual profile.',
    ar: 'تُنشئ حسابات المواهب ملفًا شخصيًا.',
  },

  // Profiles, media and tags.
  profileMissing: { en: 'This profile does not exist.', ar: 'هذا الملف غير موجود.' },
  talentProfileEdit: {
    en: 'Only talent with a completed profile can edit it.',
    ar: 'لا يمكن تعديل الملف إلا لموهبة أكملت ملفها.',
  },
  specialtyFixed: { en: 'The specialty cannot be changed.', ar: 'لا يمكن تغيير التخصص.' },
  organizationsOnly: {
    en: 'Only organizations have an organization profile.',
    ar: 'الملف التعريفي للجهة متاح للجهات فقط.',
  },
  organizationFirst: { en: 'Create your organization profile first.', ar: 'أنشئ الملف التعريفي لجهتك أولًا.' },
  ownFiles: { en: 'Please use files you uploaded yourself.', ar: 'يُرجى استخدام ملفات رفعتها بنفسك.' },
  multipartOnly: {
    en: 'Send the file as multipart/form-data.',
    ar: 'أرسل الملف بصيغة multipart/form-data.',
  },
  chooseFile: { en: 'Please choose a file to upload.', ar: 'يُرجى اختيار ملف لرفعه.' },
  uploadUnreadable: {
    en: 'The upload could not be read. Please choose the file and try again.',
    ar: 'تعذّرت قراءة الملف المرفوع. يُرجى اختياره والمحاولة مجددًا.',
  },
  uploadOneFile: {
    en: "Send one file per upload, in the field named 'file', and nothing else.",
    ar: "أرسل ملفًا واحدًا في كل رفع، في الحقل المسمّى 'file'، ولا شيء غيره.",
  },
  tooManyPixels: { en: 'The image has too many pixels.', ar: 'أبعاد الصورة أكبر من المسموح به.' },
  imageProportions: {
    en: 'The image is too long or too narrow: each side can be at most {edge} pixels, and the longer side at most {ratio} times the shorter.',
    ar: 'الصورة أطول أو أضيق من المسموح به: يجب ألا يزيد أي ضلع على {edge} بكسل، وألا يزيد الضلع الأطول على {ratio} أضعاف الأقصر.',
  },
  imageDamaged: {
    en: 'The image is damaged or incomplete. Please choose the file again.',
    ar: 'الصورة تالفة أو غير مكتملة. يُرجى اختيار الملف مرة أخرى.',
  },
  pdfDamaged: {
    en: 'The PDF is damaged or incomplete. Please save it again and choose the new file.',
    ar: 'ملف PDF تالف أو غير مكتمل. يُرجى حفظه من جديد واختيار الملف الجديد.',
  },
  imagesBusy: {
    en: 'Many images are being processed right now. Please try again in a moment.',
    ar: 'تجري معالجة صور كثيرة الآن. يُرجى المحاولة بعد لحظات.',
  },
  storageDown: {
    en: 'Media storage is not answering. Please try again shortly.',
    ar: 'مخزن الوسائط لا يستجيب. يُرجى المحاولة بعد قليل.',
  },
  storageFull: {
    en: 'Your uploads exceed the {megabytes}MB storage limit.',
    ar: 'تتجاوز ملفاتك المرفوعة حد التخزين البالغ {megabytes} ميجابايت.',
  },
  tagsByOrganizations: {
    en: 'Only organizations create tags: they describe the jobs organizations post.',
    ar: 'تُنشئ الجهات وحدها الوسوم، فهي تصف الوظائف التي تنشرها.',
  },

  // Jobs, applications, chats and reviews.
  jobMissing: { en: 'This job does not exist.', ar: 'هذه الوظيفة غير موجودة.' },
  jobsByOrganizations: { en: 'Only organizations can post jobs.', ar: 'نشر الوظائف متاح للجهات فقط.' },
  chooseTags: { en: 'Please choose tags from the list.', ar: 'يُرجى اختيار الوسوم من القائمة.' },
  jobAlreadyClosed: { en: 'This job is already closed.', ar: 'هذه الوظيفة مغلقة بالفعل.' },
  jobClosed: { en: 'This job is closed.', ar: 'هذه الوظيفة مغلقة.' },
  applyWithProfile: {
    en: 'Only talent with a completed profile can apply for jobs.',
    ar: 'التقديم على الوظائف متاح للمواهب التي أكملت ملفاتها فقط.',
  },
  otherOrganizationJob: {
    en: 'This job belongs to another organization.',
    ar: 'هذه الوظيفة تابعة لجهة أخرى.',
  },
  alreadyApplied: { en: 'You have already applied for this job.', ar: 'لقد تقدمت لهذه الوظيفة من قبل.' },
  postingOrganizationOnly: {
    en: 'Only the organization that posted the job can do this.',
    ar: 'هذا الإجراء متاح للجهة التي نشرت الوظيفة فقط.',
  },
  requestMissing: { en: 'This job request does not exist.', ar: 'طلب الوظيفة هذا غير موجود.' },
  requestChanged: {
    en: 'This request has changed. Please refresh and try again.',
    ar: 'تغيّر هذا الطلب. يُرجى تحديث الصفحة والمحاولة مجددًا.',
  },
  nothingToReview: { en: 'There is no finished job to review.', ar: 'لا توجد وظيفة منتهية لتقييمها.' },
  chooseRequestToReview: {
    en: 'Please choose which request to review.',
    ar: 'يُرجى اختيار الطلب الذي تريد تقييمه.',
  },
  reviewFinishedOnly: {
    en: 'Only a finished job can be reviewed.',
    ar: 'لا يمكن تقييم إلا الوظائف المنتهية.',
  },
  alreadyReviewed: { en: 'This job has already been reviewed.', ar: 'سبق تقييم هذه الوظيفة.' },
  reviewWindowClosed: {
    en: 'Reviews can be written within 14 days of the end of the job; this window has closed.',
    ar: 'يمكن كتابة التقييم خلال ١٤ يومًا من انتهاء الوظيفة، وقد انقضت هذه المدة.',
  },
  reviewMissing: { en: 'This review does not exist.', ar: 'هذا التقييم غير موجود.' },
  alreadyReplied: {
    en: 'You have already replied to this review.',
    ar: 'سبق أن رددت على هذا التقييم.',
  },
  organizationMissing: { en: 'This organization does not exist.', ar: 'هذه الجهة غير موجودة.' },
  chatMissing: { en: 'This conversation does not exist.', ar: 'هذه المحادثة غير موجودة.' },
  cursorInvalid: { en: 'The cursor is not valid.', ar: 'مؤشر الصفحات غير صالح.' },
  cursorOfAnotherChat: {
    en: 'paginate[cursor] belongs to another chat. Page each chat with the cursors of its own pages.',
    ar: 'المؤشر paginate[cursor] يخص محادثة أخرى. تصفّح كل محادثة بمؤشرات صفحاتها هي.',
  },

  // The hiring workspace: My Jobs, applicants, invitations, saved talent, notifications.
  jobAlreadyOpen: { en: 'This job is already open.', ar: 'هذه الوظيفة مفتوحة بالفعل.' },
  chatsByOrganizations: {
    en: 'Only organizations can start a chat.',
    ar: 'بدء المحادثات متاح للجهات فقط.',
  },
  talentMissing: { en: 'This talent does not exist.', ar: 'هذه الموهبة غير موجودة.' },
  applicationsOfTalent: { en: 'Only talent has applications.', ar: 'الطلبات متاحة للمواهب فقط.' },
  invitesByOrganizations: {
    en: 'Only organizations can invite talent.',
    ar: 'دعوة المواهب متاحة للجهات فقط.',
  },
  alreadyInvited: {
    en: 'This talent has already been invited to or applied for this job.',
    ar: 'سبقت دعوة هذه الموهبة إلى هذه الوظيفة أو تقدّمت إليها بالفعل.',
  },
  invitationMissing: { en: 'This invitation does not exist.', ar: 'هذه الدعوة غير موجودة.' },
  invitationAnswered: {
    en: 'This invitation has already been answered.',
    ar: 'تم الرد على هذه الدعوة من قبل.',
  },
  notificationMissing: { en: 'This notification does not exist.', ar: 'هذا الإشعار غير موجود.' },
  notificationKindOfOtherSide: {
    en: 'This account does not receive notifications of kind {kind}.',
    ar: 'لا يتلقى هذا الحساب إشعارات من النوع {kind}.',
  },
  unsubscribeInvalid: {
    en: 'This unsubscribe link is not valid.',
    ar: 'رابط إلغاء الاشتراك هذا غير صالح.',
  },
  savedByOrganizations: {
    en: 'Only organizations can save talent.',
    ar: 'حفظ المواهب متاح للجهات فقط.',
  },
  listNameTaken: {
    en: 'You already have a list with this name.',
    ar: 'لديك قائمة بهذا الاسم بالفعل.',
  },
  listMissing: { en: 'This list does not exist.', ar: 'هذه القائمة غير موجودة.' },

  // Reports, blocks and who can contact a talent (issue 35). A refusal never says who blocked whom.
  reportThanks: {
    en: 'Thank you for your report. Our team will review it and act if it breaks our rules; the account will not be told who reported it.',
    ar: 'شكرًا على بلاغك. سيراجعه فريقنا ويتخذ الإجراء المناسب إن كان مخالفًا لقواعدنا، ولن يُبلَّغ صاحب الحساب بهوية من أبلغ عنه.',
  },
  reportOwn: {
    en: 'You cannot report yourself or what you wrote.',
    ar: 'لا يمكنك الإبلاغ عن نفسك أو عمّا كتبته.',
  },
  accountMissing: { en: 'This account does not exist.', ar: 'هذا الحساب غير موجود.' },
  messageMissing: { en: 'This message does not exist.', ar: 'هذه الرسالة غير موجودة.' },
  blockSelf: { en: 'You cannot block yourself.', ar: 'لا يمكنك حظر نفسك.' },
  deletionPasswordWrong: {
    en: 'The password is not right.',
    ar: 'كلمة المرور غير صحيحة.',
  },
  deletionMoneyUnsettled: {
    en: 'One of your contracts has a payment in progress, money held or a dispute. Settle it first (release or refund the milestone, or wait for the dispute to be decided), then delete your account.',
    ar: 'في أحد عقودك دفعة جارية أو مبلغ محجوز أو نزاع. سوِّه أولًا (بصرف المرحلة أو استرداد مبلغها، أو انتظار البت في النزاع)، ثم احذف حسابك.',
  },
  deletionBalanceLeft: {
    en: 'You still have money available. Withdraw it to your bank in Payments first, then delete your account.',
    ar: 'ما زال لديك رصيد متاح. اسحبه إلى حسابك البنكي من صفحة المدفوعات أولًا، ثم احذف حسابك.',
  },
  deletionWithdrawalOnItsWay: {
    en: 'A withdrawal to your bank is on its way. Wait until it is paid, then delete your account.',
    ar: 'هناك سحب في طريقه إلى حسابك البنكي. انتظر حتى يكتمل، ثم احذف حسابك.',
  },
  milestonePartyDeleting: {
    en: 'This account is being deleted, so no money can be paid into this contract.',
    ar: 'هذا الحساب في طريقه إلى الحذف، فلا يمكن دفع أي مبلغ في هذا العقد.',
  },
  deletedAccount: { en: 'Deleted account', ar: 'حساب محذوف' },
  formerMember: { en: 'Former member', ar: 'عضو سابق' },
  chatClosed: {
    en: 'You can no longer message in this chat.',
    ar: 'لم يعد بإمكانك إرسال الرسائل في هذه المحادثة.',
  },
  contactUnavailable: {
    en: 'You cannot contact this account.',
    ar: 'لا يمكنك التواصل مع هذا الحساب.',
  },
  applyUnavailable: {
    en: 'You cannot apply for this job.',
    ar: 'لا يمكنك التقدم لهذه الوظيفة.',
  },
  notAcceptingMessages: {
    en: 'This talent is not accepting messages from you',
    ar: 'هذه الموهبة لا تستقبل رسائل منك',
  },
  contactSettingsOfTalent: {
    en: 'Only talent chooses who can contact them.',
    ar: 'اختيار من يمكنه التواصل متاح للمواهب فقط.',
  },
  privacySettingsOfTalent: {
    en: 'Only talent chooses who can see their photos and measurements.',
    ar: 'اختيار من يرى الصور والمقاسات متاح للمواهب فقط.',
  },

  // Per-account limits: a rule, then when to try again.
  messagesLimit: {
    en: 'You can send up to {limit} messages a minute. Please try again in {wait}.',
    ar: 'يمكنك إرسال {limit|رسالة واحدة|رسالتين|رسائل|رسالة} في الدقيقة كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  applicationsLimit: {
    en: 'You can apply for up to {limit} jobs a day. Please try again in {wait}.',
    ar: 'يمكنك التقديم على {limit|وظيفة واحدة|وظيفتين|وظائف|وظيفة} في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  jobPostsLimit: {
    en: 'You can post up to {limit} jobs a day. Please try again in {wait}.',
    ar: 'يمكنك نشر {limit|وظيفة واحدة|وظيفتين|وظائف|وظيفة} في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  tagsLimit: {
    en: 'You can add up to {limit} tags an hour. Please try again in {wait}.',
    ar: 'يمكنك إضافة {limit|وسم واحد|وسمين|وسوم|وسمًا} في الساعة كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  uploadsLimit: {
    en: 'You can upload up to {limit} files an hour. Please try again in {wait}.',
    ar: 'يمكنك رفع {limit|ملف واحد|ملفين|ملفات|ملفًا} في الساعة كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  invitationsLimit: {
    en: 'You can send up to {limit} invitations a day. Please try again in {wait}.',
    ar: 'يمكنك إرسال {limit|دعوة واحدة|دعوتين|دعوات|دعوة} في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  chatsLimit: {
    en: 'You can start up to {limit} new chats a day. Please try again in {wait}.',
    ar: 'يمكنك بدء {limit|محادثة جديدة واحدة|محادثتين جديدتين|محادثات جديدة|محادثة جديدة} في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  reportsLimit: {
    en: 'You can send up to {limit} reports an hour. Please try again in {wait}.',
    ar: 'يمكنك إرسال {limit|بلاغ واحد|بلاغين|بلاغات|بلاغًا} في الساعة كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  mediaRequestsLimit: {
    en: 'You can send up to {limit} media requests an hour. Please try again in {wait}.',
    ar: 'يمكنك إرسال {limit|طلب موادّ واحد|طلبَي موادّ|طلبات موادّ|طلب موادّ} في الساعة كحد أقصى. يُرجى المحاولة مجددًا بعد {wait}.',
  },
  // Media requests, self-tapes (issue 37). A refusal never says who blocked whom.
  mediaRequestMissing: { en: 'This media request does not exist.', ar: 'طلب الموادّ هذا غير موجود.' },
  mediaRequestClosed: {
    en: 'Media can be requested only while the application is pending or accepted.',
    ar: 'لا يمكن طلب الموادّ إلا والطلب قيد المراجعة أو مقبول.',
  },
  mediaRequestBlocked: {
    en: 'You cannot ask this talent for media.',
    ar: 'لا يمكنك طلب موادّ من هذه الموهبة.',
  },
  mediaRequestSuspended: {
    en: 'Media cannot be requested while either account is suspended.',
    ar: 'لا يمكن طلب الموادّ ما دام أحد الحسابين موقوفًا.',
  },
  mediaRequestDuePast: {
    en: 'The due time must be in the future.',
    ar: 'يجب أن يكون موعد التسليم في المستقبل.',
  },
  mediaRequestDueFar: {
    en: 'The due time can be at most {days} days ahead.',
    ar: 'يمكن أن يكون موعد التسليم بعد {days|يوم واحد|يومين|أيام|يومًا} على الأكثر.',
  },
  mediaRequestAttachmentOwn: {
    en: 'The attachment must be a document you uploaded: a PDF, JPEG or PNG.',
    ar: 'يجب أن يكون المرفق مستندًا رفعته: ملف PDF أو JPEG أو PNG.',
  },
  mediaRequestTalentOnly: {
    en: 'Only the talent asked can answer or decline this media request.',
    ar: 'لا يجيب عن طلب الموادّ هذا أو يعتذر عنه إلا الموهبة المطلوبة منها.',
  },
  mediaRequestPastDue: {
    en: 'The due time of this media request has passed: it can no longer be answered or declined.',
    ar: 'انقضى موعد تسليم طلب الموادّ هذا، فلم يعد ممكنًا الإجابة عنه أو الاعتذار عنه.',
  },
  mediaRequestWasDeclined: {
    en: 'This media request was declined, so it can no longer be answered.',
    ar: 'اعتُذر عن طلب الموادّ هذا، فلم يعد ممكنًا الإجابة عنه.',
  },
  mediaRequestWasAnswered: {
    en: 'This media request has been answered or declined already, so it cannot be declined.',
    ar: 'سبقت الإجابة عن طلب الموادّ هذا أو الاعتذار عنه، فلا يمكن الاعتذار عنه.',
  },
  mediaAnswerPhotos: {
    en: 'This request asks for photos: send images you uploaded.',
    ar: 'يطلب هذا الطلب صورًا: أرسل صورًا رفعتها.',
  },
  mediaAnswerVideos: {
    en: 'This request asks for a video: send videos you uploaded.',
    ar: 'يطلب هذا الطلب فيديو: أرسل مقاطع فيديو رفعتها.',
  },
  mediaAnswerAudio: {
    en: 'This request asks for audio: send a recording you uploaded as a video.',
    ar: 'يطلب هذا الطلب تسجيلًا صوتيًا: أرسل تسجيلًا رفعته كمقطع فيديو.',
  },
  // Payments: milestones, funding and payouts (issue 33).
  milestoneMissing: { en: 'This milestone does not exist.', ar: 'هذه المرحلة غير موجودة.' },
  milestoneOrganizationOnly: {
    en: 'Only the organization of this contract can do this.',
    ar: 'هذا الإجراء متاح للجهة صاحبة هذا العقد فقط.',
  },
  milestoneTalentOnly: {
    en: 'Only the talent of this contract can do this.',
    ar: 'هذا الإجراء متاح للموهبة المتعاقدة في هذا العقد فقط.',
  },
  milestoneChanged: {
    en: 'This milestone has changed. Please refresh to see where it stands.',
    ar: 'تغيّرت هذه المرحلة. يُرجى تحديث الصفحة لمعرفة حالتها.',
  },
  milestonesAcceptedContractOnly: {
    en: 'Milestones belong to an accepted contract that is not finished.',
    ar: 'تُضاف المراحل إلى عقد مقبول لم ينتهِ بعد.',
  },
  milestonesTooMany: {
    en: 'A contract has at most {max} milestones.',
    ar: 'يضم العقد {max|مرحلة واحدة|مرحلتين|مراحل|مرحلة} كحد أقصى.',
  },
  paymentServiceUnavailable: {
    en: 'The payment service is not answering. Please try again in a minute.',
    ar: 'خدمة الدفع لا تستجيب. يُرجى المحاولة مجددًا بعد دقيقة.',
  },
  paymentServiceRefused: {
    en: 'The payment service refused this request. Please try again or contact support.',
    ar: 'رفضت خدمة الدفع هذا الطلب. يُرجى المحاولة مجددًا أو التواصل مع الدعم.',
  },
  webhookNotAuthentic: {
    en: 'This event does not come from the payment service.',
    ar: 'هذا الحدث ليس صادرًا عن خدمة الدفع.',
  },
  payoutsTalentOnly: {
    en: 'Withdrawals are for talent accounts.',
    ar: 'السحب متاح لحسابات المواهب فقط.',
  },
  payoutAccountMissing: {
    en: 'Add the bank account to withdraw to first.',
    ar: 'أضف أولًا الحساب البنكي الذي تريد السحب إليه.',
  },
  payoutMoreThanAvailable: {
    en: 'You can withdraw up to SAR {available} now.',
    ar: 'يمكنك الآن سحب ما يصل إلى {available} ر.س.',
  },
  invoiceMissing: { en: 'This invoice does not exist.', ar: 'هذه الفاتورة غير موجودة.' },
  finishWithHeldMoney: {
    en: 'Release or refund the milestones that hold money before finishing this contract.',
    ar: 'حرّر المراحل التي تحتجز مبالغ أو أعدها قبل إنهاء هذا العقد.',
  },
  finishWithDispute: {
    en: 'A milestone of this contract is disputed: the contract can finish once the dispute is decided.',
    ar: 'على إحدى مراحل هذا العقد نزاع قائم: يمكن إنهاء العقد بعد البت فيه.',
  },
  finishWithPaymentRunning: {
    en: 'A milestone is being paid right now. Finish the contract once the payment is complete.',
    ar: 'يجري الآن دفع إحدى المراحل. أنهِ العقد بعد اكتمال الدفع.',
  },
  // Operators and suspensions (issue 35).
  operatorSignInFailed: {
    en: 'The e-mail, password or code is not right.',
    ar: 'البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.',
  },
  suspendedUntil: {
    en: 'Your account is suspended until {date}. To appeal, write to hello@nujoom.sa from the address of this account.',
    ar: 'حسابك موقوف حتى {date}. للاعتراض، راسلنا على hello@nujoom.sa من عنوان البريد الإلكتروني لهذا الحساب.',
  },
  suspendedForever: {
    en: 'Your account is suspended permanently. To appeal, write to hello@nujoom.sa from the address of this account.',
    ar: 'حسابك موقوف نهائيًا. للاعتراض، راسلنا على hello@nujoom.sa من عنوان البريد الإلكتروني لهذا الحساب.',
  },
  reportDecided: { en: 'This report is already decided.', ar: 'سبق البت في هذا البلاغ.' },
  disputeNotOpen: { en: 'This milestone is not disputed.', ar: 'لا يوجد نزاع على هذه المرحلة.' },
  verificationOrganizationsOnly: {
    en: 'Verification is for organizations.',
    ar: 'التوثيق متاح للجهات فقط.',
  },
  verificationPending: {
    en: 'Your request is waiting for a decision.',
    ar: 'طلبك بانتظار القرار.',
  },
  alreadyVerified: { en: 'Your organization is verified already.', ar: 'جهتك موثّقة بالفعل.' },
  verificationNotPending: {
    en: 'This organization has no request waiting for a decision.',
    ar: 'لا يوجد لهذه الجهة طلب بانتظار القرار.',
  },
  // Licences (issue 36).
  licencesTalentOnly: {
    en: 'Licences are for talent accounts.',
    ar: 'الترخيصات متاحة لحسابات المواهب فقط.',
  },
  licenceLimit: {
    en: 'You can keep up to {max} licences. Remove one to add another.',
    ar: 'يمكنك الاحتفاظ بما لا يزيد على {max} من الترخيصات. احذف ترخيصًا لإضافة آخر.',
  },
  licenceExpiryPast: {
    en: 'The expiry date cannot be in the past.',
    ar: 'لا يمكن أن يكون تاريخ الانتهاء في الماضي.',
  },
  licenceMissing: { en: 'This licence does not exist.', ar: 'هذا الترخيص غير موجود.' },
  privacyRequestMissing: { en: 'This request does not exist.', ar: 'هذا الطلب غير موجود.' },
  privacyRequestCompleted: {
    en: 'This request is already completed.',
    ar: 'اكتمل هذا الطلب من قبل.',
  },
  licenceNotPending: {
    en: 'This licence is not waiting for a decision.',
    ar: 'هذا الترخيص ليس بانتظار القرار.',
  },
  licenceRequiredMAWTHOOQ: {
    en: 'This job requires a verified Mawthooq advertising licence.',
    ar: 'تتطلب هذه الوظيفة ترخيص موثوق للإعلان معتمدًا.',
  },
  licenceRequiredTOUR_GUIDE: {
    en: 'This job requires a verified tour-guide licence.',
    ar: 'تتطلب هذه الوظيفة رخصة إرشاد سياحي معتمدة.',
  },
  licenceRequiredFREELANCE_DOCUMENT: {
    en: 'This job requires a verified freelance document.',
    ar: 'تتطلب هذه الوظيفة وثيقة عمل حر معتمدة.',
  },
  // Download my data (issue 36).
  dataExportPending: {
    en: 'Your data is already being prepared. We will e-mail you the link when it is ready.',
    ar: 'يجري إعداد بياناتك بالفعل، وسنرسل إليك الرابط بالبريد الإلكتروني حين تجهز.',
  },
  dataExportDaily: {
    en: 'You can ask for a copy of your data once every {hours} hours. Your last copy is still listed on this page.',
    ar: 'يمكنك طلب نسخة من بياناتك مرة كل {hours} ساعة، وما زالت نسختك الأخيرة معروضة في هذه الصفحة.',
  },
  dataExportLinkGone: {
    en: 'This download link has expired or does not exist. You can ask for a new copy of your data on the Your data page of your account menu.',
    ar: 'انتهت صلاحية رابط التنزيل هذا أو أنه غير موجود. يمكنك طلب نسخة جديدة من بياناتك من صفحة «بياناتك» في قائمة حسابك.',
  },
  documentNotYours: {
    en: 'Attach a document you uploaded.',
    ar: 'أرفق مستندًا رفعته بنفسك.',
  },
} as const satisfies Catalogue;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** A server sentence in English, as services throw it; the error handler translates it. */
export function serverText(key: ServerMessageKey, params?: MessageParams): string {
  return fillTemplate(SERVER_MESSAGES[key].en, params);
}
