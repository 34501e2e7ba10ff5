/** One key tree for reports, blocks and contact settings. */
export const safetyKeys = {
  all: ['safety'] as const,
  blocks: () => [...safetyKeys.all, 'blocks'] as const,
  blocksPage: (page: number) => [...safetyKeys.blocks(), page] as const,
  contactSettings: () => [...safetyKeys.all, 'contact-settings'] as const,
  verification: () => [...safetyKeys.all, 'verification'] as const,
};
