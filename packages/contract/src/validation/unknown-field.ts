import { z } from 'zod';

export function unknownFieldMessage(keys: readonly string[]): string {
  return `Unknown field: ${keys.join(', ')}.`;
}

// Strict bodies refuse keys they do not know; zod's own sentence ("Unrecognized key") does not
// read like the spec's messages. Set once for every schema the contract defines: a schema's own
// error (such as the query parameters') still takes precedence.
z.config({
  customError: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldMessage(issue.keys) : undefined),
});
