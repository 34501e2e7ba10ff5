/** Spec §5 'Save disabled until every field is filled': no empty text, no unanswered choice, no empty gallery. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function allFilled(values: Readonly<Record<string, unknown>>, keys: readonly string[]): boolean {
  return keys.every((key) => isFilled(values[key]));
}
