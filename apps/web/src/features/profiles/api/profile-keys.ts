/** One key tree for the profiles feature, so an edit can refresh exactly what it touches. */
export const profileKeys = {
  all: ['profiles'] as const,
  individual: (id: string) => [...profileKeys.all, 'individual', id] as const,
  stars: (id: string) => [...profileKeys.all, 'stars', id] as const,
  reviews: (id: string) => [...profileKeys.all, 'reviews', id] as const,
};
