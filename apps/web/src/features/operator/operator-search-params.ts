/** A list's page from the address: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One of a few values from the address, else the default. */
export function oneOf<V extends string>(value: string | null, values: readonly V[], fallback: V): V {
  return values.find((candidate) => candidate === value) ?? fallback;
}
