import { API } from './accounts';
import type { TestApp } from './build-test-app';

type Headers = Record<string, string>;

/** The auth tests' calls on the app `current` returns when they run (each test builds its own). */
export function authCalls(current: () => TestApp) {
  return {
    patch: (url: string, payload: object, headers: Headers = {}) =>
      current().app.inject({ method: 'PATCH', url: `${API}${url}`, payload, headers }),
    post: (url: string, payload: object, headers: Headers = {}) =>
      current().app.inject({ method: 'POST', url: `${API}${url}`, payload, headers }),
    me: (headers: Headers) => current().app.inject({ method: 'GET', url: `${API}/users/me`, headers }),
  };
}

/** A four-digit code that differs from `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
