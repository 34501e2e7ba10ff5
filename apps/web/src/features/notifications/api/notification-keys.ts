/** One key tree for the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
