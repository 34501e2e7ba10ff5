/**
 * The route table (spec §2). Patterns feed the router; href builders feed links, so a path is
 * written once.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  services: '/services',
  privacy: '/privacy',
  landing: '/landing',
  forgotPassword: '/forgot-password',
  verifyOtp: '/verify-otp',
  login: '/login',
  signup: '/signup',
  verifyingPage: '/verifying-page',
  selectCategory: '/select-category',
  experienceForm: '/experience-form',
  profileForm: '/profile-form',
  organizationForm: '/organization-form',
  profile: '/profile',
  explore: '/explore',
  postJob: '/explore/post-job',
  jobPattern: '/explore/jobs/:jobId',
  job: (jobId: string) => `/explore/jobs/${encodeURIComponent(jobId)}`,
  individualPattern: '/explore/individuals/:individualId',
  individual: (individualId: string) => `/explore/individuals/${encodeURIComponent(individualId)}`,
  messages: '/messages',
  payments: '/payments',
  changeEmail: '/change-email',
  changePassword: '/change-password',
  sendChangeOtp: '/send-change-otp',
} as const;
