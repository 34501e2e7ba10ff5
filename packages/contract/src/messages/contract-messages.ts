import { fillTemplate, type MessageParams } from './localizer';

/**
 * Every sentence of the contract's rules in English (the spec's words, exactly); their Arabic is in
 * `contract-messages-ar.ts` under the same keys, so a page loads no Arabic it never shows. The
 * rules take their English from here; the server writes a rule's sentence in the reader's
 * language with `localize` (`contract-catalogue.ts`).
 */
export const CONTRACT_MESSAGES_EN = {
  // Field names that messages name through {label}.
  labelFirstName: 'First name',
  labelLastName: 'Last name',
  labelOtherScriptName: 'Name in the other script',
  labelName: 'Name',
  labelBio: 'Bio',
  labelTitle: 'Title',
  labelCompany: 'Company',
  labelComment: 'Comment',
  labelMessage: 'Message',
  labelCoverLetter: 'Cover letter',
  labelLogo: 'Logo',
  labelDescription: 'Description',
  labelRequirement: 'Requirement',
  fieldTitle: 'title',
  fieldDescription: 'description',
  fieldRequirement: 'requirement',
  labelHeight: 'Height',
  labelWeight: 'Weight',
  labelBust: 'Bust',
  labelWaist: 'Waist',
  labelHips: 'Hips',
  labelDressSize: 'Dress size',
  labelShoeSize: 'Shoe size',
  labelCity: 'City',
  labelPortfolio: 'Portfolio',
  labelHeadshots: 'Headshots',
  labelFullBody: 'Full body',
  labelReels: 'Reels',
  labelCertificates: 'Certificates',
  labelPreviousWork: 'Previous work',
  labelBodyPictures: 'Body pictures',
  labelTrophies: 'Trophies',
  labelCamera: 'Camera',
  labelLighting: 'Lighting',
  labelLens: 'Lens',
  labelMajorProjects: 'Major projects',
  labelPublications: 'Publications',
  labelPreviousClients: 'Previous clients',
  labelAchievements: 'Achievements or titles',
  labelEmployer: 'Current or most recent employer',
  labelListName: 'List name',
  labelSalary: 'Salary',
  labelPay: 'Pay',

  // Rules over a named field.
  fieldRequired: '{label} is required.',
  fieldTooShort: '{label} must be at least {min} characters.',
  fieldTooLong: '{label} must be at most {max} characters.',
  oneLine: '{label} must not contain line breaks or control characters.',
  nameLetters: '{label} must include letters.',
  measurementRange: '{label} must be between {min} and {max}.',
  dressSizeRange:
    'Dress size must be a UK size from {min} to {max}, or a suit size from {suitMin} to {suitMax} (EU).',
  gallerySize: '{label}: add {min} to {max} files.',
  galleryExact: '{label}: add {min} files.',
  galleryOne: '{label}: add {min} file.',

  // Sign-up, sign-in and codes.
  passwordRule:
    'Password must be at least 8 characters long and include at least one uppercase letter, one number, and one special character (@$!%*?&).',
  forgotPassword: 'Enter valid password.',
  commonPassword: 'This password is too common. Please choose another one.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email format.',
  emailForgot: 'Enter valid email.',
  emailChange: 'Invalid email address. Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  roleRequired: 'Role is required.',
  loginFailed: 'Login failed! Please check your credentials.',
  otp: 'Enter the 4-digit code.',
  userId: 'Invalid user id.',
  unverifiedStep:
    'Your account is not verified yet. Please verify it with the code we e-mailed you to continue.',
  onboardingStep: 'You did not complete the onboarding. Please complete the onboarding to continue.',

  // Choices, countries, phones, links and files.
  selectOption: 'Please select an option.',
  selectAtLeastOne: 'Please select at least one option.',
  selectOnlyOne: 'You can select only one option.',
  selectUpTo: 'You can select up to {max} options.',
  country: 'Please select a country.',
  city: 'Please select a city.',
  phone: 'Please enter a valid phone number.',
  phoneForCountry: 'Please enter a valid phone number for {country}.',
  instagram: 'Please enter a valid Instagram URL.',
  tiktok: 'Please enter a valid TikTok URL.',
  website: 'Please enter a valid website URL.',
  urlOrEmail: 'Please enter a valid URL or email address.',
  image: 'Please select a valid image file.',
  video: 'Please select a valid video file.',
  imageTooLarge: 'File size exceeds 1MB limit.',
  videoTooLarge: 'File size exceeds 5MB limit.',
  logoType: 'Invalid file type. Please upload an image.',
  fileEmpty: 'The file is empty. Please choose another one.',
  document: 'Please choose a PDF, JPEG or PNG file.',
  documentTooLarge: 'The document is larger than 5 MB. Please choose a smaller file.',

  // Profiles and experience.
  age: 'Please enter a valid age.',
  answerAll: 'Please answer all questions.',
  bioRequired: 'Bio is required.',
  workExperienceRequired: 'Please add at least one work experience.',
  workExperienceTooMany: 'You can add up to {max} work experiences.',
  terms: 'Please accept the terms and conditions.',
  organizationName: 'Name should be at least 3 characters long.',
  logoRequired: 'Logo is required.',
  achievementsRequired: 'Achievements or titles is required.',
  workTitle: 'Title is required',
  workCompany: 'Company is required',
  workStartDate: 'Start date is required',
  workEndDate: "End date is required if 'Until Now' is not checked",
  workOrder: 'Start date must be before end date',
  workOrderInProfile: 'Start date must be before the end date.',
  workStartRange: 'Start date must be between 1950 and five years from today.',
  workEndRange: 'End date must be between 1950 and five years from today.',

  // Jobs, tags, applications, chats and reviews.
  includeCharacters: 'Please include charachters in {field} field',
  jobTitle: 'Title is required.',
  jobCategory: 'Category is required.',
  careerLevel: 'Career level is required.',
  educationLevel: 'Education level is required.',
  jobDescription: 'Description is required.',
  experienceYears: 'Please enter the experience in whole years.',
  experienceRange: 'Minimum experience should be less than maximum experience',
  durationRange: 'Invalid duration range. Please check your minimum and maximum durations.',
  salary: 'Salary must be greater than 0.',
  salaryTooHigh: 'Salary must be at most {max}.',
  decimals: '{label} can have at most two decimal places.',
  payAmount: 'Pay must be greater than 0.',
  payTooHigh: 'Pay must be at most {max}.',
  payMinorUnits: 'Pay is sent in halalas or cents, as a whole number (150000 is 1,500).',
  payCurrency: 'Currency must be SAR or USD.',
  payBasis: 'Pay must be per hour, per day or for the whole job.',
  payRequired: 'Pay is required.',
  payAndSalary: 'Send pay or salary, not both.',
  requirements: 'Please fill in all {count} requirements.',
  tagsRequired: 'Please add at least one tag.',
  tooManyTags: 'You can add up to {max} tags.',
  headcount: 'People needed must be a whole number from 1 to {max}.',
  tagLength: 'Tag must be between {min} and {max} characters.',
  tagCharacters: 'Tag must include characters',
  tagAllowed: "Tag may hold letters, digits, spaces and & - ' . only.",
  coverLetterRequired: 'Cover letter is required',
  chatEmpty: 'Message cannot be empty.',
  applicationJob: 'An application names its job, and only an application does.',
  review: 'Please add a comment and rate the client!',
  subRatingsRequired: 'Please rate each point from 1 to 5.',
  againRequired: 'Please say whether you would work together again.',
  labelPrivateNote: 'Note to the platform',
  labelReply: 'Reply',
  replyRequired: 'Reply cannot be empty.',
  listNameRequired: 'List name is required.',
  labelMilestoneTitle: 'Milestone title',
  milestoneTitleRequired: 'Milestone title is required.',
  milestoneAmount: 'Enter an amount from SAR {min} to SAR {max}.',
  labelReason: 'Reason',
  disputeReasonRequired: 'Please say what went wrong.',
  ibanInvalid: 'Enter a Saudi IBAN: SA followed by 22 digits, as your bank shows it.',
  labelHolderName: 'Account holder name',
  holderNameRequired: 'Account holder name is required.',
  payoutAmount: 'You can withdraw from SAR {min} to SAR {max} at a time.',

  languageChoice: 'Please choose English or Arabic.',

  // Reports and who can contact a talent (issue 35).
  reportTarget: 'Please choose what you are reporting.',
  reportReason: 'Please choose a reason.',
  labelDetails: 'Details',
  whoCanContactChoice: 'Please choose who can contact you.',
  mediaVisibilityChoice: 'Please choose who can see your photos and measurements.',

  // Media requests, self-tapes (issue 37).
  labelInstructions: 'Instructions',
  instructionsRequired: 'Please say what you are asking for.',
  mediaRequestKind: 'Please choose a photo, a video or audio.',
  mediaRequestDueAt:
    'Give the due time as a date and time with its offset, such as 2026-12-01T18:00:00+03:00.',
  mediaRequestAttachment: 'Attach a PDF, JPEG or PNG you uploaded as a document, or nothing.',
  mediaAnswerFiles: 'Send from 1 to {max} files you uploaded.',
  labelAnswerNote: 'Note to the organization',
  declineReasonRequired: 'Please give a reason.',

  // Operators and verification (issue 35).
  totpCode: 'Enter the 6-digit code from your authenticator app.',
  labelNote: 'Note',
  suspensionDays: 'Suspend for 1 to {max} days, or give no days for a ban.',
  splitShareRequired: "For a split, give the talent's share in halalas.",
  unifiedNumberInvalid: 'Enter the Unified National Number: 10 digits starting with 7.',
  verificationDocument: 'Attach the document: a PDF, JPEG or PNG you uploaded.',

  // Licences (issue 36).
  licenceTypeChoice: 'Please choose the type of licence.',
  labelLicenceNumber: 'Licence number',
  labelIssuer: 'Issuer',
  licenceExpiryDate: 'Enter the expiry date as YYYY-MM-DD.',
  licenceEvidence: 'Attach the licence: a PDF, JPEG or PNG you uploaded.',
  requiredLicenceChoice:
    'Choose the licence the job requires: Mawthooq, tour-guide licence or freelance document.',

  // Query parameters and request headers.
  unknownParameter: 'Unknown parameter: {names}.',
  parameterOneOf: '{name} must be one of {values}.',
  parameterAtLeast: '{name} must be a whole number of at least {min}.',
  parameterRange: '{name} must be a whole number from {min} to {max}.',
  parameterOnce: '{name} must be given once, as text.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress:
    'The first request with this Idempotency-Key is still running. Please try again shortly.',
} as const;

export type ContractMessageKey = keyof typeof CONTRACT_MESSAGES_EN;

/** A rule's English sentence, its placeholders filled. */
export function messageText(key: ContractMessageKey, params?: MessageParams): string {
  return fillTemplate(CONTRACT_MESSAGES_EN[key], params);
}
