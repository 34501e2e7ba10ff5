/** A form value as text: unset until the person picks or uploads, whatever the schema's type says. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
