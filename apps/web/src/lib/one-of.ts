/** `value` when it is one of `values` (an option list's codes), otherwise undefined; no zod needed. */
export function oneOf<const T extends string>(values: readonly T[], value: unknown): T | undefined {
  return (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
}
