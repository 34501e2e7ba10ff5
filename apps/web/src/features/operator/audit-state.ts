import { riyadhTime } from './operator-format';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A value of an audit entry's state as an operator reads it: moments on Riyadh time, nothing as a dash. */
function shown(value: unknown, language?: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return ISO_MOMENT.test(value) ? riyadhTime(value, language) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * An audit entry's state before or after (the JSON the action wrote) as rows of field and value,
 * nested fields by their dotted path, in the order they were written.
 */
export function stateRows(
  state: Readonly<Record<string, unknown>> | null,
  language?: string,
  prefix = '',
): [string, string][] {
  if (state === null) return [];
  return Object.entries(state).flatMap(([key, value]): [string, string][] => {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return stateRows(value as Record<string, unknown>, language, path);
    return [[path, shown(value, language)]];
  });
}
