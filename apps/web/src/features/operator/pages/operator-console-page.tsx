/*
 * The operators' console (issue 35): one chunk, loaded only on /operator addresses, that no other
 * page imports. `app/router.tsx` takes each screen from here.
 */
export { OperatorConsolePage } from '../components/console-layout';
export { OperatorSignInScreen } from '../components/sign-in-screen';
export { ReportsScreen } from '../components/reports-screen';
export { DisputesScreen } from '../components/disputes-screen';
export { VerificationsScreen } from '../components/verifications-screen';
export { LicencesScreen } from '../components/licences-screen';
export { PrivacyRequestsScreen } from '../components/privacy-requests-screen';
export { UsersScreen } from '../components/users-screen';
export { UserScreen } from '../components/user-screen';
export { AuditLogScreen } from '../components/audit-log-screen';
