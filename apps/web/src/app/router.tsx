import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ErrorPage } from './error-page';
import { lazyPage, signedOutOnly } from './lazy-page';
import { RequireFullAccess, RequireIndividual, RequireOrganization } from './route-guards';
import { RootLayout } from './root-layout';

/** Spec §2 public routes. Sign-up, login and onboarding are open on phones too (docs/spec-deviations.md). */
const publicRoutes: RouteObject[] = [
  {
    path: paths.about,
    ...lazyPage(() => import('../features/pages/pages/about-page').then((m) => m.AboutPage), ['about']),
  },
  {
    path: paths.contact,
    ...lazyPage(() => import('../features/pages/pages/contact-page').then((m) => m.ContactPage), ['contact']),
  },
  {
    path: paths.services,
    ...lazyPage(
      () => import('../features/pages/pages/services-page').then((m) => m.ServicesPage),
      ['services'],
    ),
  },
  {
    path: paths.privacy,
    ...lazyPage(() => import('../features/pages/pages/privacy-page').then((m) => m.PrivacyPage), ['privacy']),
  },
  {
    path: paths.landing,
    ...lazyPage(() => import('../features/pages/pages/landing-page').then((m) => m.LandingPage), ['landing']),
  },
  {
    path: paths.forgotPassword,
    ...lazyPage(
      () => import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
      ['auth'],
    ),
  },
  {
    path: paths.unsubscribe,
    ...lazyPage(
      () => import('../features/notifications/pages/unsubscribe-page').then((m) => m.UnsubscribePage),
      ['notifications'],
    ),
  },
  {
    path: paths.verifyOtp,
    ...lazyPage(
      () => import('../features/auth/pages/verify-otp-page').then((m) => m.VerifyOtpPage),
      ['auth'],
    ),
  },
  {
    path: paths.signup,
    ...lazyPage(
      () => import('../features/auth/pages/signup-page').then((m) => signedOutOnly(m.SignupPage)),
      ['auth'],
    ),
  },
  {
    path: paths.login,
    ...lazyPage(
      () => import('../features/auth/pages/login-page').then((m) => signedOutOnly(m.LoginPage)),
      ['auth'],
    ),
  },
  {
    path: paths.verifyingPage,
    ...lazyPage(() => import('../features/auth/pages/verifying-page').then((m) => m.VerifyingPage), ['auth']),
  },
  {
    path: paths.selectCategory,
    ...lazyPage(
      () => import('../features/onboarding/pages/select-category-page').then((m) => m.SelectCategoryPage),
      ['onboarding'],
    ),
  },
  {
    path: paths.experienceForm,
    ...lazyPage(
      () => import('../features/onboarding/pages/experience-form-page').then((m) => m.ExperienceFormPage),
      ['onboarding'],
    ),
  },
  {
    path: paths.profileForm,
    ...lazyPage(
      () => import('../features/onboarding/pages/profile-form-page').then((m) => m.ProfileFormPage),
      ['onboarding'],
    ),
  },
  {
    path: paths.organizationForm,
    ...lazyPage(
      () => import('../features/onboarding/pages/organization-form-page').then((m) => m.OrganizationFormPage),
      ['onboarding'],
    ),
  },
];

type OperatorConsole = typeof import('../features/operator/pages/operator-console-page');

/** One chunk for the whole console: every screen comes from the same module. */
function consoleScreen(pick: (module: OperatorConsole) => ComponentType) {
  return lazyPage(() => import('../features/operator/pages/operator-console-page').then(pick), ['operator']);
}

/**
 * Issue 35: the operators' console, outside the users' chrome. Operators are not users: the
 * console keeps its own session (`features/operator/api/operator-session.ts`), and its code and
 * catalogues load only on these addresses.
 */
const operatorRoutes: RouteObject = {
  path: paths.operator,
  ...consoleScreen((m) => m.OperatorConsolePage),
  children: [
    { index: true, element: <Navigate to={paths.operatorReports} replace /> },
    { path: paths.operatorSignIn, ...consoleScreen((m) => m.OperatorSignInScreen) },
    { path: paths.operatorReports, ...consoleScreen((m) => m.ReportsScreen) },
    { path: paths.operatorDisputes, ...consoleScreen((m) => m.DisputesScreen) },
    { path: paths.operatorVerification, ...consoleScreen((m) => m.VerificationsScreen) },
    { path: paths.operatorLicences, ...consoleScreen((m) => m.LicencesScreen) },
    { path: paths.operatorPrivacyRequests, ...consoleScreen((m) => m.PrivacyRequestsScreen) },
    { path: paths.operatorUsers, ...consoleScreen((m) => m.UsersScreen) },
    { path: paths.operatorUserPattern, ...consoleScreen((m) => m.UserScreen) },
    { path: paths.operatorAuditLog, ...consoleScreen((m) => m.AuditLogScreen) },
  ],
};

/** Spec §2 protected routes: a token and finished onboarding, otherwise /landing. */
const protectedRoutes: RouteObject = {
  element: <RequireFullAccess />,
  children: [
    { path: paths.home, element: <Navigate to={paths.profile} replace /> },
    {
      path: paths.profile,
      ...lazyPage(
        () => import('../features/profiles/pages/profile-page').then((m) => m.ProfilePage),
        ['profiles'],
      ),
    },
    {
      path: paths.explore,
      ...lazyPage(
        () => import('../features/explore/pages/explore-page').then((m) => m.ExplorePage),
        ['explore', 'saved'],
        () => import('../features/explore/pages/explore-page').then((m) => m.prefetchExplore),
      ),
    },
    {
      element: <RequireOrganization />,
      children: [
        {
          path: paths.postJob,
          ...lazyPage(
            () => import('../features/jobs/pages/post-job-page').then((m) => m.PostJobPage),
            ['jobs'],
          ),
        },
        {
          path: paths.myJobs,
          ...lazyPage(
            () => import('../features/hiring/pages/my-jobs-page').then((m) => m.MyJobsPage),
            ['hiring'],
            () => import('../features/hiring/pages/my-jobs-page').then((m) => m.prefetchMyJobs),
          ),
        },
        {
          path: paths.jobApplicantsPattern,
          ...lazyPage(
            () => import('../features/hiring/pages/applicants-page').then((m) => m.ApplicantsPage),
            ['hiring'],
            () => import('../features/hiring/pages/applicants-page').then((m) => m.prefetchApplicants),
          ),
        },
        {
          path: paths.saved,
          ...lazyPage(
            () => import('../features/saved/pages/saved-page').then((m) => m.SavedPage),
            ['saved', 'explore'],
            () => import('../features/saved/pages/saved-page').then((m) => m.prefetchSavedLists),
          ),
        },
        {
          path: paths.verification,
          ...lazyPage(
            () => import('../features/safety/pages/verification-page').then((m) => m.VerificationPage),
            ['safety'],
          ),
        },
      ],
    },
    {
      element: <RequireIndividual />,
      children: [
        {
          path: paths.applications,
          ...lazyPage(
            () =>
              import('../features/applications/pages/my-applications-page').then((m) => m.MyApplicationsPage),
            ['applications', 'jobs'],
            () =>
              import('../features/applications/pages/my-applications-page').then(
                (m) => m.prefetchMyApplications,
              ),
          ),
        },
        {
          path: paths.contactSettings,
          ...lazyPage(
            () => import('../features/safety/pages/contact-settings-page').then((m) => m.ContactSettingsPage),
            ['safety'],
          ),
        },
        {
          path: paths.mediaVisibility,
          ...lazyPage(
            () => import('../features/safety/pages/media-visibility-page').then((m) => m.MediaVisibilityPage),
            ['safety'],
          ),
        },
        {
          path: paths.licences,
          ...lazyPage(
            () => import('../features/licences/pages/licences-page').then((m) => m.LicencesPage),
            ['licences'],
          ),
        },
      ],
    },
    {
      path: paths.jobPattern,
      ...lazyPage(
        () => import('../features/jobs/pages/job-detail-page').then((m) => m.JobDetailPage),
        ['jobs'],
        () => import('../features/jobs/pages/job-detail-page').then((m) => m.prefetchJob),
      ),
    },
    {
      path: paths.individualPattern,
      ...lazyPage(
        () => import('../features/profiles/pages/individual-detail-page').then((m) => m.IndividualDetailPage),
        ['profiles', 'saved'],
        () => import('../features/profiles/pages/individual-detail-page').then((m) => m.prefetchIndividual),
      ),
    },
    {
      path: paths.organizationPattern,
      ...lazyPage(
        () => import('../features/profiles/pages/organization-page').then((m) => m.OrganizationPage),
        ['profiles'],
      ),
    },
    {
      path: paths.messages,
      ...lazyPage(
        () => import('../features/chats/pages/messages-page').then((m) => m.MessagesPage),
        ['chats', 'notices', 'applications', 'jobs', 'profiles'],
        () => import('../features/chats/pages/messages-page').then((m) => m.prefetchMessages),
      ),
    },
    {
      path: paths.payments,
      ...lazyPage(
        () => import('../features/payments/pages/payments-page').then((m) => m.PaymentsPage),
        ['payments'],
        () => import('../features/payments/pages/payments-page').then((m) => m.prefetchPayments),
      ),
    },
    {
      path: paths.invoicePattern,
      ...lazyPage(
        () => import('../features/payments/pages/invoice-page').then((m) => m.InvoicePage),
        ['payouts'],
      ),
    },
    {
      path: paths.changeEmail,
      ...lazyPage(
        () => import('../features/auth/pages/change-email-page').then((m) => m.ChangeEmailPage),
        ['auth'],
      ),
    },
    {
      path: paths.changePassword,
      ...lazyPage(
        () => import('../features/auth/pages/change-password-page').then((m) => m.ChangePasswordPage),
        ['auth'],
      ),
    },
    {
      path: paths.notificationSettings,
      ...lazyPage(
        () =>
          import('../features/notifications/pages/notification-settings-page').then(
            (m) => m.NotificationSettingsPage,
          ),
        ['notifications'],
      ),
    },
    {
      path: paths.dataRights,
      ...lazyPage(
        () => import('../features/privacy-rights/pages/data-rights-page').then((m) => m.DataRightsPage),
        ['privacy-rights'],
      ),
    },
    {
      path: paths.blockedAccounts,
      ...lazyPage(
        () => import('../features/safety/pages/blocked-accounts-page').then((m) => m.BlockedAccountsPage),
        ['safety'],
      ),
    },
    {
      path: paths.sendChangeOtp,
      ...lazyPage(
        () => import('../features/auth/pages/send-change-otp-page').then((m) => m.SendChangeOtpPage),
        ['auth'],
      ),
    },
  ],
};

export const routes: RouteObject[] = [
  operatorRoutes,
  {
    element: <RootLayout />,
    children: [...publicRoutes, protectedRoutes, { path: '*', element: <ErrorPage kind="not-found" /> }],
  },
];
