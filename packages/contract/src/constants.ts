/** Business constants of spec §9, in one place. Sizes are bytes, durations milliseconds. */
export const LIMITS = {
  minimumAge: 18,
  nameMinLength: 3,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  otpLength: 4,
  requirementsCount: 4,
  tagMinLength: 2,
  tagMaxLength: 15,
  maxArtistStyles: 3,
  maxAthleteCategories: 3,
  imageMaxBytes: 1024 * 1024,
  videoMaxBytes: 5 * 1024 * 1024,
  /** A private document (PDF, JPEG or PNG), kept as uploaded: a verification's evidence, say. */
  documentMaxBytes: 5 * 1024 * 1024,
  ratingMin: 1,
  ratingMax: 5,
  maxPageSize: 50,
} as const;

export const SLOTS = {
  modelPortfolio: 3,
  portfolio: 4,
  headShots: 3,
  fullBodyShots: 4,
  reels: 4,
  bodyPictures: 4,
  trophies: 4,
  previousWork: 4,
  certificates: 4,
} as const;

export const PAGE_SIZES = {
  reviews: 10,
  explore: 15,
  chatList: 5,
  chatMessages: 20,
  paymentsHistory: 10,
  myJobs: 10,
  applicants: 15,
  myApplications: 15,
  blockedUsers: 15,
  mediaRequests: 20,
} as const;

/** Two-way, blind reviews (issue 34). */
export const REVIEW_RULES = {
  /** Both sides may review for this long after the contract finished; then both are published. */
  windowDays: 14,
  /** A side that has not reviewed is reminded this long before the window closes. */
  closingReminderDays: 3,
  /** An average is shown from this many published reviews; below, the profile says "New". */
  starsShownFrom: 3,
} as const;

export const TIMINGS = {
  tokenLifetimeMs: 7 * 24 * 60 * 60 * 1000,
  tokenCookieDays: 7,
  toastErrorMs: 4000,
  toastSuccessMs: 2000,
  toastMaxCount: 20,
  chatRefreshMs: 2000,
  exploreSwitchLoadingMs: 2000,
  scrollToBottomDelayMs: 2000,
  scrollToTopThresholdPx: 200,
} as const;

export const TEXT_UNITS = {
  bioParagraph: 80,
  longDescriptionWords: 50,
  shortenedDescriptionWords: 7,
  truncatedWords: 6,
} as const;

export const DEFAULTS = {
  experienceStartDate: '2020-01-01',
  modelBirthDate: '2000-01-01',
  jobDurationMinimum: 1,
  jobDurationMaximum: 2,
} as const;

/**
 * What one account may do, against abuse (spec §9 leaves them open). Each rate is counted over
 * the window its name gives; a deployment may raise them (apps/api env.ts, .env.example).
 */
export const ACCOUNT_LIMITS = {
  messagesPerMinute: 30,
  applicationsPerDay: 50,
  jobPostsPerDay: 20,
  tagsPerHour: 30,
  uploadsPerHour: 60,
  /** Each invitation is a chat card, a notification and an e-mail to the talent. */
  invitationsPerDay: 30,
  /** Chats an organization starts with talent it has not written to before. */
  chatsPerDay: 30,
  /** Reports of users, jobs, messages and reviews (issue 35). */
  reportsPerHour: 20,
  /** Media requests (self-tapes) an organization sends: each is a chat notice, a notification and an e-mail (issue 37). */
  mediaRequestsPerHour: 50,
  /** Everything an account has uploaded, together. */
  storedMediaBytes: 500 * 1024 * 1024,
  /** Signed-in sessions at once; a new sign-in ends the oldest beyond it. */
  liveSessions: 10,
} as const;

/** Request bodies, in bytes: sign-in and codes need little; uploads have their own limits. */
export const BODY_LIMITS = {
  auth: 8 * 1024,
  json: 64 * 1024,
} as const;

export const API_BASE_PATH = '/models/api/v1';
export const MEDIA_BASE_PATH = '/media';
/** Private documents are read under the API, with a session: `${API_BASE_PATH}/documents/<key>`. */
export const DOCUMENTS_PATH = '/documents';

/** The product's name, in e-mails and the interface. */
export const PRODUCT_NAME = 'Nujoom';

/**
 * Upper bounds the spec leaves open (characters). They bound what the server stores and what
 * a form accepts; chosen to fit the longest sensible entry, not taken from the spec.
 */
export const MAX_LENGTHS = {
  email: 254,
  personName: 60,
  organizationName: 100,
  bio: 2000,
  url: 2048,
  workTitle: 100,
  company: 100,
  jobTitle: 120,
  jobDescription: 5000,
  requirement: 300,
  coverLetter: 2000,
  reviewComment: 1000,
  chatMessage: 2000,
  searchKey: 100,
  tagSearchKey: 50,
  declineMessage: 500,
  talentListName: 60,
  milestoneTitle: 120,
  disputeReason: 1000,
  payoutHolderName: 100,
  reportDetails: 1000,
  mediaRequestInstructions: 1000,
  mediaAnswerNote: 500,
  mediaDeclineReason: 500,
} as const;

/** Numeric bounds the spec leaves open, chosen to reject typing slips rather than real values. */
export const NUMBER_LIMITS = {
  yearsOfExperience: 60,
  jobDurationAmount: 999,
  salary: 1_000_000,
  tagsPerJob: 10,
  headcount: 100,
  talentListsPerOrganization: 50,
  talentListMembers: 200,
  /** Entries of a talent's work history. */
  workExperienceEntries: 20,
  /** Milestones of one contract, declined ones included. */
  milestonesPerContract: 20,
  /** A milestone's amount, and a payout's, in halalas: SAR 1 (the providers' least) to SAR 1,000,000. */
  milestoneMinHalalas: 100,
  milestoneMaxHalalas: 100_000_000,
} as const;
