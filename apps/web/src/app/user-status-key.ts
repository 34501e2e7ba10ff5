/** The query of the user-status refresh (`use-user-status-refresh.ts`), which `main.tsx` seeds (ADR 022). */
export function userStatusKey(token: string | null): readonly unknown[] {
  return ['session', 'user-status', token];
}
