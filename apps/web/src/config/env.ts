/** The only reader of build-time configuration in the web app. */
const rawOrigin = import.meta.env.VITE_API_ORIGIN ?? '';

export const env = {
  /** Empty in the normal setup: the API serves the web app from the same origin. */
  apiOrigin: rawOrigin.replace(/\/+$/, ''),
} as const;
