import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ChangeEmailPage } from '../features/auth/pages/change-email-page';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { SendChangeOtpPage } from '../features/auth/pages/send-change-otp-page';
import { SignupPage } from '../features/auth/pages/signup-page';
import { VerifyOtpPage } from '../features/auth/pages/verify-otp-page';
import { VerifyingPage } from '../features/auth/pages/verifying-page';
import { MessagesPage } from '../features/chats/pages/messages-page';
import { ExplorePage } from '../features/explore/pages/explore-page';
import { JobDetailPage } from '../features/jobs/pages/job-detail-page';
import { PostJobPage } from '../features/jobs/pages/post-job-page';
import { ExperienceFormPage } from '../features/onboarding/pages/experience-form-page';
import { OrganizationFormPage } from '../features/onboarding/pages/organization-form-page';
import { ProfileFormPage } from '../features/onboarding/pages/profile-form-page';
import { SelectCategoryPage } from '../features/onboarding/pages/select-category-page';
import { AboutPage } from '../features/pages/pages/about-page';
import { ContactPage } from '../features/pages/pages/contact-page';
import { LandingPage } from '../features/pages/pages/landing-page';
import { PrivacyPage } from '../features/pages/pages/privacy-page';
import { ServicesPage } from '../features/pages/pages/services-page';
import { IndividualDetailPage } from '../features/profiles/pages/individual-detail-page';
import { ProfilePage } from '../features/profiles/pages/profile-page';
import { PaymentsPage } from '../features/payments/pages/payments-page';
import { DesktopOnly } from './desktop-only';
import { ErrorPage, RootErrorPage, RouteErrorPage } from './error-page';
import { RedirectSignedIn, RequireFullAccess, RequireOrganization } from './route-guards';
import { RootLayout } from './root-layout';

/** Spec §2 public routes. Sign-up, login and onboarding sit behind the desktop-only gate. */
const publicRoutes: RouteObject[] = [
  { path: paths.about, element: <AboutPage /> },
  { path: paths.contact, element: <ContactPage /> },
  { path: paths.services, element: <ServicesPage /> },
  { path: paths.privacy, element: <PrivacyPage /> },
  { path: paths.landing, element: <LandingPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.verifyOtp, element: <VerifyOtpPage /> },
  {
    path: paths.signup,
    element: (
      <RedirectSignedIn>
        <DesktopOnly signupNote>
          <SignupPage />
        </DesktopOnly>
      </RedirectSignedIn>
    ),
  },
  {
    path: paths.login,
    element: (
      <RedirectSignedIn>
        <DesktopOnly>
          <LoginPage />
        </DesktopOnly>
      </RedirectSignedIn>
    ),
  },
  ...[
    { path: paths.verifyingPage, page: <VerifyingPage /> },
    { path: paths.selectCategory, page: <SelectCategoryPage /> },
    { path: paths.experienceForm, page: <ExperienceFormPage /> },
    { path: paths.profileForm, page: <ProfileFormPage /> },
    { path: paths.organizationForm, page: <OrganizationFormPage /> },
  ].map(({ path, page }) => ({ path, element: <DesktopOnly>{page}</DesktopOnly> })),
];

/** Spec §2 protected routes: a token and finished onboarding, otherwise /landing. */
const protectedRoutes: RouteObject = {
  element: <RequireFullAccess />,
  children: [
    { path: paths.home, element: <Navigate to={paths.profile} replace /> },
    { path: paths.profile, element: <ProfilePage /> },
    { path: paths.explore, element: <ExplorePage /> },
    { element: <RequireOrganization />, children: [{ path: paths.postJob, element: <PostJobPage /> }] },
    { path: paths.jobPattern, element: <JobDetailPage /> },
    { path: paths.individualPattern, element: <IndividualDetailPage /> },
    { path: paths.messages, element: <MessagesPage /> },
    { path: paths.payments, element: <PaymentsPage /> },
    { path: paths.changeEmail, element: <ChangeEmailPage /> },
    { path: paths.changePassword, element: <ChangePasswordPage /> },
    { path: paths.sendChangeOtp, element: <SendChangeOtpPage /> },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only reached when the chrome itself fails; page errors are caught inside it, below.
    errorElement: <RootErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...publicRoutes, protectedRoutes, { path: '*', element: <ErrorPage kind="not-found" /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
