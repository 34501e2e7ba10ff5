/** The caller's copies of their data, as /settings/data lists them. */
export const dataExportKeys = {
  all: ['data-exports'] as const,
  mine: () => [...dataExportKeys.all, 'mine'] as const,
};
