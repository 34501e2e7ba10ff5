/** The talent's own licences, as /settings/licences lists them. */
export const licenceKeys = {
  all: ['licences'] as const,
  mine: () => [...licenceKeys.all, 'mine'] as const,
};
