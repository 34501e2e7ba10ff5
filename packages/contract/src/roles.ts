export const ACCOUNT_ROLES = ['INDIVIDUAL', 'ORGANIZATION'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
