/** The fields of a driver error that name what failed without holding any of the data. */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

function isDatabaseError(error: object): boolean {
  if ('query' in error && 'params' in error) return true;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error;
}

function frames(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

/**
 * What the log keeps of an error: its class, and for the database its SQLSTATE, constraint,
 * table and the code's frames. A database error's text is left out: Drizzle's holds the query
 * and its parameters (e-mail addresses, password hashes, code and token hashes), and the
 * server's can quote the values. Other errors keep their message and stack.
 */
export function safeErrorForLog(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const chain: object[] = [];
  for (let current: unknown = error; typeof current === 'object' && current !== null && chain.length < 5;) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  const database = chain.some(isDatabaseError);
  const describe = (link: object): Record<string, unknown> => {
    const entry: Record<string, unknown> = {
      type: (link as { name?: unknown }).name ?? link.constructor.name,
    };
    for (const field of SAFE_FIELDS) {
      const value = (link as Record<string, unknown>)[field];
      if (typeof value === 'string' || typeof value === 'number') entry[field] = value;
    }
    if (!database) entry.message = (link as { message?: unknown }).message;
    return entry;
  };
  const [first, ...causes] = chain.map(describe);
  return {
    ...first,
    stack: database ? frames((error as { stack?: unknown }).stack) : (error as { stack?: unknown }).stack,
    ...(causes.length > 0 ? { causes } : {}),
  };
}
