import type { FieldErrors } from 'react-hook-form';

/** The first message among a group's fields, for one line under the group. */
export function firstMessage(errors: FieldErrors | undefined, names: readonly string[]): string | undefined {
  if (errors === undefined) return undefined;
  for (const name of names) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return typeof errors.root?.message === 'string' ? errors.root.message : undefined;
}

export function GroupMessage({ message }: { readonly message: string | undefined }) {
  return message === undefined ? null : (
    <p role="alert" className="mt-3 text-sm font-medium text-accent-700">
      {message}
    </p>
  );
}
