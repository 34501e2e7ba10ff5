/** One key tree for the saved-talent feature. */
export const savedKeys = {
  all: ['talent-lists'] as const,
  lists: () => [...savedKeys.all, 'lists'] as const,
};
