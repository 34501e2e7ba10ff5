/** One key tree for reports, blocks, contact settings and who sees a talent's photos. */
export const safetyKeys = {
  all: ['safety'] as const,
  blocks: () => [...safetyKeys.all, 'blocks'] as const,
  blocksPage: (page: number) => [...safetyKeys.blocks(), page] as const,
  contactSettings: () => [...safetyKeys.all, 'contact-settings'] as const,
  mediaVisibility: () => [...safetyKeys.all, 'media-visibility'] as const,
  verification: () => [...safetyKeys.all, 'verification'] as const,
};
